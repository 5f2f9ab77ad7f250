import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// A service written against the app delegate's methods is called for the same events, exactly once, whether
/// the app uses scenes or not: the issue's scenario and each app-level event a scene callback carries.
@MainActor
@Suite struct LifecycleParityTests {
    static let appLevel: Set<DelegateCallback> = [
        .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground, .openURL,
        .willContinueUserActivity, .continueUserActivity, .didFailToContinueUserActivity, .didUpdateUserActivity,
        .performShortcutAction, .userDidAcceptCloudKitShare,
    ]

    func appLevelRecorder() -> RecordingService {
        var answers = RecordingService.Answers()
        answers.opensURL = true
        return RecordingService(handling: Self.appLevel, answers: answers)
    }

    @Test(arguments: [false, true])
    func theIssuesScenarioRecordsTheSameCallsInBothLifecycles(usesScenes: Bool) throws {
        let recorder = appLevelRecorder()
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: usesScenes)
        try driver.coldLaunch(fromURL: URL(string: "demo://launch")!)
        try driver.moveToBackground()
        try driver.returnToForeground()
        driver.system.openURL(URL(string: "demo://running")!)

        #expect(
            recorder.calls.map(\.description) == [
                "application:openURL:options:(demo://launch)", "applicationDidBecomeActive:",
                "applicationWillResignActive:", "applicationDidEnterBackground:", "applicationWillEnterForeground:",
                "applicationDidBecomeActive:", "application:openURL:options:(demo://running)",
            ])
    }

    @Test func aPlainColdLaunchAndItsRoundTripMatchAcrossLifecycles() throws {
        func run(usesScenes: Bool) throws -> [String] {
            let recorder = appLevelRecorder()
            let driver = HeadlessAppDriver(services: [recorder], usesScenes: usesScenes)
            try driver.coldLaunch()
            try driver.moveToBackground()
            try driver.returnToForeground()
            return recorder.calls.map(\.description)
        }
        let withoutScenes = try run(usesScenes: false)
        #expect(withoutScenes.count == 5)
        #expect(try run(usesScenes: true) == withoutScenes)
    }

    @Test(arguments: [false, true])
    func aColdLaunchActivityReachesTheAppLevelChainOnce(usesScenes: Bool) throws {
        let recorder = appLevelRecorder()
        recorder.answers.continuesUserActivity = true
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: usesScenes)
        let activity = NSUserActivity(activityType: "com.example.read")
        if usesScenes {
            try driver.coldLaunch(connecting: HeadlessSceneConnection(userActivities: [activity]))
        } else {
            try driver.coldLaunch()
            driver.system.continueUserActivity(activity)
        }
        #expect(recorder.callbacks.filter { $0 == .continueUserActivity }.count == 1)
        #expect(recorder.callbacks.filter { $0 == .willContinueUserActivity }.count == 1)
    }

    @Test func aColdLaunchQuickActionAndShareReachTheAppLevelServices() throws {
        let recorder = appLevelRecorder()
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")
        try driver.coldLaunch(
            connecting: HeadlessSceneConnection(
                shortcutItem: item, cloudKitShareMetadata: CKShare.Metadata(containerIdentifier: "iCloud.example")))
        #expect(
            recorder.callbacks == [
                .performShortcutAction, .userDidAcceptCloudKitShare, .didBecomeActive,
            ])
    }

    @Test func aRunningScenesEventsReachTheAppLevelServicesOnceWithTheirScene() throws {
        let recorder = appLevelRecorder()
        let witness = SceneWitness()
        let driver = HeadlessAppDriver(services: [recorder, witness], usesScenes: true)
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        let before = recorder.calls.count

        let activity = NSUserActivity(activityType: "com.example.read")
        driver.system.continueUserActivity(activity)
        driver.system.performShortcut(UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"))
        driver.system.openURL(URL(string: "demo://x")!)

        #expect(
            recorder.callbacks.dropFirst(before) == [
                .willContinueUserActivity, .continueUserActivity, .performShortcutAction, .openURL,
            ])
        #expect(witness.scenes.count == 2, "continued and performed; the recorder opens the URL before it")
        #expect(witness.scenes.allSatisfy { $0 === scene })
    }

    @Test func aURLNoAppLevelServiceOpensGoesOnToTheSceneServicesAndOneItOpensDoesNot() throws {
        let appLevel = RecordingService(handling: [.openURL])
        let sceneLevel = RecordingService(handling: [.sceneOpenURLContexts])
        let driver = HeadlessAppDriver(services: [appLevel, sceneLevel], usesScenes: true)
        try driver.coldLaunch()

        driver.system.openURL(URL(string: "demo://declined")!)
        appLevel.answers.opensURL = true
        driver.system.openURL(URL(string: "demo://opened")!)

        #expect(appLevel.calls.map(\.arguments) == ["demo://declined", "demo://opened"])
        #expect(sceneLevel.calls.map(\.arguments) == ["demo://declined"])
    }

    @Test func anActivityAnAppLevelServiceOwnsIsNotContinuedAgainInTheScene() throws {
        let appLevel = RecordingService(handling: [.continueUserActivity])
        let sceneLevel = RecordingService(handling: [.sceneContinueUserActivity])
        let driver = HeadlessAppDriver(services: [appLevel, sceneLevel], usesScenes: true)
        try driver.coldLaunch()

        driver.system.continueUserActivity(NSUserActivity(activityType: "declined"))
        appLevel.answers.continuesUserActivity = true
        driver.system.continueUserActivity(NSUserActivity(activityType: "owned"))

        #expect(appLevel.calls.map(\.arguments) == ["declined", "owned"])
        #expect(sceneLevel.calls.map(\.arguments) == ["declined"])
    }

    @Test func aQuickActionsAnswerIsTheOROfAppAndSceneServicesCalledOnce() throws {
        let appLevel = RecordingService(handling: [.performShortcutAction])
        let sceneLevel = RecordingService(handling: [.windowScenePerformShortcutAction])
        sceneLevel.answers.performsShortcut = true
        let driver = HeadlessAppDriver(services: [appLevel, sceneLevel], usesScenes: true)
        try driver.coldLaunch()

        let completion = try #require(
            driver.system.performShortcut(UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")))

        #expect(completion.values == [true])
        #expect(appLevel.callbacks == [.performShortcutAction])
        #expect(sceneLevel.callbacks == [.windowScenePerformShortcutAction])
    }

    @Test func appLevelSetupComesBeforeTheScenesAndAppLevelTeardownAfter() throws {
        let both = RecordingService(handling: [
            .didBecomeActive, .sceneDidBecomeActive, .willResignActive, .sceneWillResignActive,
            .didEnterBackground, .sceneDidEnterBackground, .willEnterForeground, .sceneWillEnterForeground,
        ])
        let driver = HeadlessAppDriver(services: [both], usesScenes: true)
        try driver.coldLaunch()
        try driver.moveToBackground()
        try driver.returnToForeground()

        #expect(
            both.selectors == [
                "sceneWillEnterForeground:", "applicationDidBecomeActive:", "sceneDidBecomeActive:",
                "sceneWillResignActive:", "applicationWillResignActive:", "sceneDidEnterBackground:",
                "applicationDidEnterBackground:", "applicationWillEnterForeground:", "sceneWillEnterForeground:",
                "applicationDidBecomeActive:", "sceneDidBecomeActive:",
            ])
    }

    /// The silent push shows the launch was a background launch (a scene-based app may launch in the background
    /// state from a tap too), so the first scene's foregrounding is a return: `willEnterForeground`, as without scenes.
    @Test(arguments: [UIApplication.State.inactive, .background])
    func aBackgroundLaunchEntersTheForegroundWhenItsFirstSceneConnects(launchState: UIApplication.State) throws {
        let recorder = RecordingService(handling: Self.appLevel.union([.didReceiveRemoteNotificationWithFetch]))
        var options = HeadlessSystem.Options()
        options.sceneLaunchState = launchState
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true, options: options)
        try driver.backgroundLaunch(forPush: [:])
        try driver.returnToForeground()
        #expect(recorder.callbacks == [.didReceiveRemoteNotificationWithFetch, .willEnterForeground, .didBecomeActive])
    }
}

/// Records the scene its context names while it receives app-level events.
@MainActor
final class SceneWitness: ContextualService, ContinueUserActivityService, ShortcutItemService, URLOpeningService {
    private var context: ServiceContext?
    private(set) var scenes: [UIScene] = []

    func attach(to context: ServiceContext) { self.context = context }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        witness()
        return false
    }

    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        witness()
        completionHandler(false)
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        witness()
        return false
    }

    private func witness() {
        if let scene = context?.scene { scenes.append(scene) }
    }
}
