import Foundation
import Testing

@testable import AppServices

/// The Info.plist switch the launch-order check reads as GoogleUtilities reads it: either key, as a Boolean NO.
@Suite struct FirebaseProxySwitchTests {
    @Test(
        arguments: [
            (["FirebaseAppDelegateProxyEnabled": false], true),
            (["GoogleUtilitiesAppDelegateProxyEnabled": NSNumber(value: false)], true),
            (["FirebaseAppDelegateProxyEnabled": true], false),
            // GoogleUtilities reads an NSNumber: a string does not turn the proxy off.
            (["FirebaseAppDelegateProxyEnabled": "NO"], false),
            ([:], false),
        ] as [([String: any Sendable], Bool)])
    func theProxyIsOffOnlyWhenAKeySaysNO(infoDictionary: [String: any Sendable], off: Bool) {
        #expect(FirebaseProxyCheck.isDisabled(byInfoDictionary: infoDictionary) == off)
    }

    @Test func withoutAnInfoPlistTheProxyIsOn() {
        #expect(!FirebaseProxyCheck.isDisabled(byInfoDictionary: nil))
    }
}
