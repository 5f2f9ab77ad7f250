import Foundation
import SwizzlerModels
import Testing

/// The Info.plist switch of the model of GoogleUtilities' proxy, as GoogleUtilities reads it: either key, as a
/// Boolean NO.
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
        #expect(GoogleUtilitiesAppDelegateProxyModel.isProxyEnabled(by: infoDictionary) == !off)
    }

    @Test func withoutAnInfoPlistTheProxyIsOn() {
        #expect(GoogleUtilitiesAppDelegateProxyModel.isProxyEnabled(by: nil))
    }
}
