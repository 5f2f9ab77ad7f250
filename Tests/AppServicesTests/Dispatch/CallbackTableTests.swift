import AppServicesTesting
import Foundation
import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// What the generated callback table promises a user: every SDK callback has a typed identifier with the
/// SDK's selector, a service adopts exactly the callbacks it handles, and a declined callback is not dispatched.
@MainActor
@Suite struct CallbackTableTests {
    final class BecomesActiveOnly: DidBecomeActiveService {
        var calls = 0
        func applicationDidBecomeActive(_ application: UIApplication) { calls += 1 }
    }

    final class DecliningPresenter: NotificationPresentationService, SelectiveService {
        var calls = 0
        func handles(_ callback: DelegateCallback) -> Bool { callback != .willPresentNotification }
        func userNotificationCenter(
            _ center: UNUserNotificationCenter,
            willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
            calls += 1
        }
    }

    final class Presenter: NotificationPresentationService {
        func userNotificationCenter(
            _ center: UNUserNotificationCenter,
            willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
            completionHandler([.banner])
        }
    }

    @Test func everyCallbackOfTheSDKListHasOneIdentifierWithItsSelectorAndDelegate() throws {
        let sdk = try SDKSelectorRow.callbacks()
        let table = DelegateCallback.allCases.map {
            SDKSelectorRow(protocolName: $0.delegate.rawValue, selector: $0.selector)
        }
        #expect(Set(table.map(\.selector)).count == table.count, "two identifiers share a selector")
        #expect(table.count == sdk.count)
        for row in sdk { #expect(table.contains(row), "\(row.protocolName) \(row.selector) has no identifier") }
        for row in table { #expect(sdk.contains(row), "\(row.protocolName) \(row.selector) is not in the SDK list") }
    }

    @Test func eachCallbackHasItsOwnCapability() {
        let capabilities = DelegateCallback.allCases.map(\.capabilityName)
        #expect(Set(capabilities).count == capabilities.count)
        #expect(DelegateCallback.didBecomeActive.capabilityName == "DidBecomeActiveService")
        #expect(DelegateCallback.openURL.swiftName == "application(_:open:options:)")
        #expect(DelegateCallback.handleOpenURL.isDeprecated && !DelegateCallback.sceneOpenURLContexts.isDeprecated)
        #expect(DelegateCallback.openURL.isDeprecated, "iOS 26 deprecates it for scene(_:openURLContexts:)")
        #expect(!DelegateCallback.performShortcutAction.isAvailableOnTVOS)
    }

    @Test func aServiceThatAdoptsOneCallbackAdvertisesOnlyThatOne() {
        let service = BecomesActiveOnly()
        let delegate = TestAppDelegate(services: [service])
        #expect(delegate.responds(to: NSSelectorFromString("applicationDidBecomeActive:")))
        #expect(!delegate.responds(to: NSSelectorFromString("applicationWillResignActive:")))
        #expect(delegate.host.advertises(.didBecomeActive) && !delegate.host.advertises(.willResignActive))
        delegate.applicationDidBecomeActive(appStateSystem(delegate).application)
        #expect(service.calls == 1)
    }

    @Test func aDeclinedCallbackIsNotDispatchedAndTheSystemIsAnsweredAtOnce() throws {
        let declining = DecliningPresenter()
        let driver = HeadlessAppDriver(services: [declining, Presenter()])
        try driver.coldLaunch()
        let presented = try #require(driver.system.presentNotification(Self.notification("n1")))
        #expect(declining.calls == 0)
        #expect(presented.values == [[.banner]], "answered without waiting for the declining service")
        #expect(driver.warnings.isEmpty, "a service that declined is not named as silent")
    }

    @Test func advertisementCanBeReadFromAnyThread() async {
        let delegate = TestAppDelegate(services: [BecomesActiveOnly()])
        let selector = "applicationDidBecomeActive:"
        let answers = await Task.detached { delegate.responds(to: NSSelectorFromString(selector)) }.value
        #expect(answers)
    }

    static func notification(_ identifier: String) -> UNNotification {
        UNNotification(
            request: UNNotificationRequest(identifier: identifier, content: UNNotificationContent(), trigger: nil))
    }
}
