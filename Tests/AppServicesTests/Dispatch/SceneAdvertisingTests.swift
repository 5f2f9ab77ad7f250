import AppServices
import Testing
import UIKitHeadless

/// A capability and the delegate selectors it makes the adapters advertise.
struct SceneCapabilityCase: Sendable, CustomTestStringConvertible {
    let name: String
    let selectors: Set<String>
    let make: @MainActor @Sendable (CallLog) -> any ApplicationService

    var testDescription: String { name }

    static let all: [SceneCapabilityCase] = [
        SceneCapabilityCase(
            name: "SceneConnectionService", selectors: ["scene:willConnectToSession:options:", "sceneDidDisconnect:"]
        ) { SceneConnectionRecorder("s", $0) },
        SceneCapabilityCase(
            name: "SceneActivationService", selectors: ["sceneDidBecomeActive:", "sceneWillResignActive:"]
        ) { SceneActivationRecorder("s", $0) },
        SceneCapabilityCase(
            name: "SceneBackgroundTransitionService",
            selectors: ["sceneWillEnterForeground:", "sceneDidEnterBackground:"]
        ) { SceneBackgroundRecorder("s", $0) },
        SceneCapabilityCase(name: "SceneURLOpeningService", selectors: ["scene:openURLContexts:"]) {
            SceneURLRecorder("s", $0)
        },
        SceneCapabilityCase(
            name: "SceneStateRestorationService",
            selectors: ["stateRestorationActivityForScene:", "scene:restoreInteractionStateWithUserActivity:"]
        ) { SceneRestorationRecorder("s", $0) },
        SceneCapabilityCase(
            name: "SceneUserActivityService",
            selectors: [
                "scene:willContinueUserActivityWithType:", "scene:continueUserActivity:",
                "scene:didFailToContinueUserActivityWithType:error:",
            ]
        ) { SceneUserActivityRecorder("s", $0) },
        SceneCapabilityCase(name: "SceneUserActivityUpdateService", selectors: ["scene:didUpdateUserActivity:"]) {
            SceneActivityUpdateRecorder("s", $0)
        },
        SceneCapabilityCase(
            name: "WindowSceneGeometryService",
            selectors: ["windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:"]
        ) { WindowSceneGeometryRecorder("s", $0) },
        SceneCapabilityCase(
            name: "WindowSceneEffectiveGeometryService", selectors: ["windowScene:didUpdateEffectiveGeometry:"]
        ) { WindowSceneEffectiveGeometryRecorder("s", $0) },
        SceneCapabilityCase(
            name: "WindowSceneInterfaceOrientationService",
            selectors: ["supportedInterfaceOrientationsForWindowScene:"]
        ) { WindowSceneOrientationRecorder("s", $0) },
        SceneCapabilityCase(
            name: "WindowSceneShortcutItemService",
            selectors: ["windowScene:performActionForShortcutItem:completionHandler:"]
        ) { StalledShortcutHandler("s", $0) },
        SceneCapabilityCase(
            name: "AsyncWindowSceneShortcutItemService",
            selectors: ["windowScene:performActionForShortcutItem:completionHandler:"]
        ) { AsyncSearchShortcutHandler("s", $0) },
        SceneCapabilityCase(
            name: "WindowSceneCloudKitShareService", selectors: ["windowScene:userDidAcceptCloudKitShareWithMetadata:"]
        ) { WindowSceneCloudKitRecorder("s", $0) },
        SceneCapabilityCase(
            name: "WindowSceneWindowingControlStyleService", selectors: ["preferredWindowingControlStyleForScene:"]
        ) { WindowSceneWindowingControlStyleRecorder("s", $0) },
        SceneCapabilityCase(
            name: "NotificationPresentationService",
            selectors: ["userNotificationCenter:willPresentNotification:withCompletionHandler:"]
        ) { StalledPresenter("s", $0) },
        SceneCapabilityCase(
            name: "AsyncNotificationPresentationService",
            selectors: ["userNotificationCenter:willPresentNotification:withCompletionHandler:"]
        ) { AsyncSoundPresenter("s", $0) },
        SceneCapabilityCase(
            name: "NotificationResponseService",
            selectors: ["userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"]
        ) { StalledResponder("s", $0) },
        SceneCapabilityCase(
            name: "AsyncNotificationResponseService",
            selectors: ["userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"]
        ) { AsyncReadReceiptResponder("s", $0) },
        SceneCapabilityCase(
            name: "NotificationSettingsService", selectors: ["userNotificationCenter:openSettingsForNotification:"]
        ) { NotificationSettingsRecorder("s", $0) },
    ]

    static let allSelectors: Set<String> = all.reduce([]) { $0.union($1.selectors) }
}

/// The scene and notification-center delegates advertise a callback exactly when a service handles it.
@MainActor
@Suite struct SceneAdvertisingTests {
    @Test(arguments: SceneCapabilityCase.all)
    func aCapabilityMakesTheAdaptersAdvertiseExactlyItsCallbacks(_ capability: SceneCapabilityCase) {
        let host = ServiceHost(services: [capability.make(CallLog())])
        let sceneDelegate = ServicesSceneDelegate(host: host)
        let notificationDelegate = ServicesNotificationCenterDelegate(host: host)
        for selector in SceneCapabilityCase.allSelectors.sorted() {
            let responds =
                selector.hasPrefix("userNotificationCenter")
                ? notificationDelegate.responds(to: NSSelectorFromString(selector))
                : sceneDelegate.responds(to: NSSelectorFromString(selector))
            #expect(responds == capability.selectors.contains(selector), "\(selector)")
        }
    }

    @Test func withoutServicesNoSceneOrNotificationCallbackIsAdvertised() {
        let host = ServiceHost()
        let sceneDelegate = ServicesSceneDelegate(host: host)
        let notificationDelegate = ServicesNotificationCenterDelegate(host: host)
        for selector in SceneCapabilityCase.allSelectors {
            let adapter: AnyObject = selector.hasPrefix("userNotificationCenter") ? notificationDelegate : sceneDelegate
            #expect(!HeadlessSystem.responds(adapter, to: selector), "\(selector)")
        }
    }

    @Test func everySceneWindowSceneAndNotificationCenterCallbackHasACapability() {
        let protocols: Set = ["UISceneDelegate", "UIWindowSceneDelegate", "UNUserNotificationCenterDelegate"]
        let declared = HeadlessDelegateSelectors.entries
            .filter { protocols.contains($0.protocolName) && $0.selector != "window (property)" }
            .map(\.selector)
        #expect(Set(declared) == SceneCapabilityCase.allSelectors)
        #expect(declared.count == 22, "19 of the iOS 17 SDK, two of iOS 26 and one of iOS 27")
    }

    @Test func aSceneDelegateWithoutAHostAdvertisesNoSceneCallback() {
        var host: ServiceHost? = ServiceHost(services: [SceneActivationRecorder("s", CallLog())])
        let sceneDelegate = ServicesSceneDelegate(host: host!)
        #expect(sceneDelegate.responds(to: NSSelectorFromString("sceneDidBecomeActive:")))
        host = nil
        #expect(sceneDelegate.host == nil)
        #expect(!sceneDelegate.responds(to: NSSelectorFromString("sceneDidBecomeActive:")))
    }
}
