public import AppServices
public import Foundation

#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

// The UIApplicationDelegate callbacks that answer synchronously: launch, app state, URLs, user activities,
// scene sessions, policies and state restoration.
extension RecordingService: WillFinishLaunchingService, DidFinishLaunchingService, LegacyDidFinishLaunchingService {
    /// Records the call and answers ``Answers/willFinishLaunching``.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("application:willFinishLaunchingWithOptions:", Self.describe(launchOptions))
        return answers.willFinishLaunching
    }

    /// Records the call and answers ``Answers/didFinishLaunching``.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("application:didFinishLaunchingWithOptions:", Self.describe(launchOptions))
        return answers.didFinishLaunching
    }

    /// Records the call.
    public func applicationDidFinishLaunching(_ application: UIApplication) {
        record("applicationDidFinishLaunching:")
    }

    static func describe(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> String {
        guard let launchOptions else { return "nil" }
        return launchOptions.keys.map(\.rawValue).sorted().joined(separator: ", ")
    }
}

extension RecordingService: ActivationService, BackgroundTransitionService, TerminationService {
    /// Records the call.
    public func applicationDidBecomeActive(_ application: UIApplication) {
        record("applicationDidBecomeActive:")
    }

    /// Records the call.
    public func applicationWillResignActive(_ application: UIApplication) {
        record("applicationWillResignActive:")
    }

    /// Records the call.
    public func applicationDidEnterBackground(_ application: UIApplication) {
        record("applicationDidEnterBackground:")
    }

    /// Records the call.
    public func applicationWillEnterForeground(_ application: UIApplication) {
        record("applicationWillEnterForeground:")
    }

    /// Records the call.
    public func applicationWillTerminate(_ application: UIApplication) {
        record("applicationWillTerminate:")
    }
}

extension RecordingService: MemoryWarningService, SignificantTimeChangeService, ProtectedDataService {
    /// Records the call.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        record("applicationDidReceiveMemoryWarning:")
    }

    /// Records the call.
    public func applicationSignificantTimeChange(_ application: UIApplication) {
        record("applicationSignificantTimeChange:")
    }

    /// Records the call.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        record("applicationProtectedDataWillBecomeUnavailable:")
    }

    /// Records the call.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        record("applicationProtectedDataDidBecomeAvailable:")
    }
}

extension RecordingService: URLOpeningService {
    /// Records the call with the URL and answers ``Answers/opensURL``.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    {
        record("application:openURL:options:", url.absoluteString)
        return answers.opensURL
    }
}

extension RecordingService: UserActivityService, UserActivityUpdateService, CloudKitShareService {
    /// Records the call with the activity type and answers ``Answers/continuesUserActivity``.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    {
        record("application:willContinueUserActivityWithType:", userActivityType)
        return answers.continuesUserActivity
    }

    /// Records the call with the activity type and answers ``Answers/continuesUserActivity``; when that is
    /// `true`, the restoration handler gets ``Answers/restorationObjects`` according to ``completion``.
    public func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        let selector = "application:continueUserActivity:restorationHandler:"
        guard answers.continuesUserActivity else {
            record(selector, userActivity.activityType)
            return false
        }
        record(selector, userActivity.activityType, completing: restorationHandler) { $0.restorationObjects }
        return true
    }

    /// Records the call with the activity type and the error.
    public func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
        record("application:didFailToContinueUserActivityWithType:error:", "\(userActivityType), \(error)")
    }

    /// Records the call with the activity type.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
        record("application:didUpdateUserActivity:", userActivity.activityType)
    }

    /// Records the call with the share's container.
    public func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        record("application:userDidAcceptCloudKitShareWithMetadata:", cloudKitShareMetadata.containerIdentifier)
    }
}

extension RecordingService: SceneConfigurationService, SceneSessionDiscardService {
    /// Records the call with the session's role and answers ``Answers/sceneConfiguration``.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration? {
        record("application:configurationForConnectingSceneSession:options:", connectingSceneSession.role.rawValue)
        return answers.sceneConfiguration
    }

    /// Records the call with the number of sessions.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        record("application:didDiscardSceneSessions:", "\(sceneSessions.count) sessions")
    }
}

extension RecordingService: ExtensionPointService, KeyCommandLocalizationService {
    /// Records the call with the extension point and answers ``Answers/allowsExtensionPoint``.
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        record("application:shouldAllowExtensionPointIdentifier:", extensionPointIdentifier.rawValue)
        return answers.allowsExtensionPoint
    }

    /// Records the call and answers ``Answers/localizesKeyCommands``.
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        record("applicationShouldAutomaticallyLocalizeKeyCommands:")
        return answers.localizesKeyCommands
    }
}

#if !os(tvOS)
extension RecordingService: InterfaceOrientationService {
    /// Records the call and answers ``Answers/supportedInterfaceOrientations``.
    public func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask? {
        record("application:supportedInterfaceOrientationsForWindow:", window == nil ? "no window" : "window")
        return answers.supportedInterfaceOrientations
    }
}
#endif
