import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// One capability: a service that adopts only it, and the callbacks it makes the delegate advertise.
struct AdvertisedCapability: Sendable, CustomTestStringConvertible {
    var name: String
    var selectors: Set<String>
    var makeService: @MainActor @Sendable (AppEventsJournal) -> any ApplicationService

    var testDescription: String { name }

    static let all: [AdvertisedCapability] = [
        AdvertisedCapability(
            name: "ActivationService", selectors: ["applicationDidBecomeActive:", "applicationWillResignActive:"]
        ) { ActivationProbe("probe", $0) },
        AdvertisedCapability(
            name: "BackgroundTransitionService",
            selectors: ["applicationDidEnterBackground:", "applicationWillEnterForeground:"]
        ) { BackgroundTransitionProbe("probe", $0) },
        AdvertisedCapability(name: "TerminationService", selectors: ["applicationWillTerminate:"]) {
            TerminationProbe("probe", $0)
        },
        AdvertisedCapability(name: "MemoryWarningService", selectors: ["applicationDidReceiveMemoryWarning:"]) {
            MemoryWarningProbe("probe", $0)
        },
        AdvertisedCapability(name: "SignificantTimeChangeService", selectors: ["applicationSignificantTimeChange:"]) {
            SignificantTimeChangeProbe("probe", $0)
        },
        AdvertisedCapability(
            name: "ProtectedDataService",
            selectors: [
                "applicationProtectedDataWillBecomeUnavailable:", "applicationProtectedDataDidBecomeAvailable:",
            ]
        ) { ProtectedDataProbe("probe", $0) },
        AdvertisedCapability(
            name: "StatusBarService",
            selectors: [
                "application:willChangeStatusBarOrientation:duration:", "application:didChangeStatusBarOrientation:",
                "application:willChangeStatusBarFrame:", "application:didChangeStatusBarFrame:",
            ]
        ) { StatusBarProbe("probe", $0) },
        AdvertisedCapability(
            name: "UserNotificationSettingsService", selectors: ["application:didRegisterUserNotificationSettings:"]
        ) { UserNotificationSettingsProbe("probe", $0) },
        AdvertisedCapability(name: "LocalNotificationService", selectors: ["application:didReceiveLocalNotification:"])
        {
            LocalNotificationProbe("probe", $0)
        },
        AdvertisedCapability(
            name: "NotificationActionService", selectors: Set(NotificationActionCallback.all.map(\.selector))
        ) { NotificationActionProbe("probe", $0, .answer(())) },
        AdvertisedCapability(
            name: "BackgroundFetchService", selectors: ["application:performFetchWithCompletionHandler:"]
        ) { FetchProbe("probe", $0, .answer(.noData)) },
        AdvertisedCapability(
            name: "BackgroundURLSessionService",
            selectors: ["application:handleEventsForBackgroundURLSession:completionHandler:"]
        ) { URLSessionProbe("probe", $0, .answer(())) },
        AdvertisedCapability(
            name: "AsyncBackgroundURLSessionService",
            selectors: ["application:handleEventsForBackgroundURLSession:completionHandler:"]
        ) { AsyncURLSessionProbe("probe", $0) },
        AdvertisedCapability(
            name: "ShortcutItemService", selectors: ["application:performActionForShortcutItem:completionHandler:"]
        ) { ShortcutProbe("probe", $0, .answer(false)) },
        AdvertisedCapability(
            name: "AsyncShortcutItemService", selectors: ["application:performActionForShortcutItem:completionHandler:"]
        ) { AsyncShortcutProbe("probe", $0) },
        AdvertisedCapability(
            name: "WatchKitExtensionService", selectors: ["application:handleWatchKitExtensionRequest:reply:"]
        ) { WatchRequestProbe("probe", $0, .answer(nil)) },
        AdvertisedCapability(
            name: "HealthAuthorizationService", selectors: ["applicationShouldRequestHealthAuthorization:"]
        ) { HealthAuthorizationProbe("probe", $0) },
        AdvertisedCapability(name: "IntentHandlerProvidingService", selectors: ["application:handlerForIntent:"]) {
            IntentHandlerProbe("probe", $0, handler: nil)
        },
        AdvertisedCapability(
            name: "IntentHandlingService", selectors: ["application:handleIntent:completionHandler:"]
        ) { IntentProbe("probe", $0, .hold) },
    ]

    /// Every callback these capabilities cover.
    static let coveredSelectors: Set<String> = all.reduce(into: []) { $0.formUnion($1.selectors) }
}

/// The delegate advertises each callback exactly when a service adopts its capability.
@MainActor
@Suite struct AppEventsAdvertisingTests {
    @Test(arguments: AdvertisedCapability.all)
    func aServiceMakesTheDelegateAdvertiseExactlyItsCapabilitysCallbacks(_ capability: AdvertisedCapability) {
        let harness = AppEventsHarness { journal in [capability.makeService(journal)] }
        let advertised = AdvertisedCapability.coveredSelectors.filter { harness.delegate.advertises($0) }
        #expect(advertised == capability.selectors)
    }

    @Test func withoutServicesNoneOfTheseCallbacksIsAdvertised() {
        let harness = AppEventsHarness { _ in [BystanderService()] }
        #expect(AdvertisedCapability.coveredSelectors.filter { harness.delegate.advertises($0) }.isEmpty)
    }

    @Test func theCapabilitiesCoverTwentySixApplicationDelegateSelectorsOfTheSDK() {
        let sdk = Set(
            HeadlessDelegateSelectors.entries.filter { $0.protocolName == "UIApplicationDelegate" }.map(\.selector))
        #expect(AdvertisedCapability.coveredSelectors.count == 26)
        #expect(AdvertisedCapability.coveredSelectors.subtracting(sdk).isEmpty)
    }
}
