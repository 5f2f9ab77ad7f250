import AppServices
import Foundation
import UIKitHeadless

/// A test service that writes what it is told into a journal under its name.
@MainActor
class SceneJournalingService: ApplicationService {
    let name: String
    let journal: CallLog

    init(_ name: String, _ journal: CallLog) {
        self.name = name
        self.journal = journal
    }

    func note(_ event: String) {
        journal.append("\(name) \(event)")
    }
}

final class SceneConnectionRecorder: SceneJournalingService, SceneConnectionService {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        note("willConnect \(connectionOptions.urlContexts.map(\.url.absoluteString).sorted())")
    }

    func sceneDidDisconnect(_ scene: UIScene) { note("didDisconnect") }
}

final class SceneActivationRecorder: SceneJournalingService, SceneActivationService {
    func sceneDidBecomeActive(_ scene: UIScene) { note("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { note("willResignActive") }
}

final class SceneBackgroundRecorder: SceneJournalingService, SceneBackgroundTransitionService {
    func sceneWillEnterForeground(_ scene: UIScene) { note("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note("didEnterBackground") }
}

/// Follows a scene through its whole life, as a window or analytics service would.
final class SceneLifecycleRecorder: SceneJournalingService, SceneConnectionService, SceneActivationService,
    SceneBackgroundTransitionService
{
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        note("willConnect")
    }

    func sceneDidDisconnect(_ scene: UIScene) { note("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { note("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { note("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { note("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note("didEnterBackground") }
}

final class SceneURLRecorder: SceneJournalingService, SceneURLOpeningService {
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        note("open \(URLContexts.map(\.url.absoluteString).sorted())")
    }
}

final class SceneRestorationRecorder: SceneJournalingService, SceneStateRestorationService {
    var activity: NSUserActivity?

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        note("stateRestorationActivity")
        return activity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        note("restore \(stateRestorationActivity.activityType)")
    }
}

final class SceneUserActivityRecorder: SceneJournalingService, SceneUserActivityService {
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        note("willContinue \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        note("continue \(userActivity.activityType)")
    }

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
        note("didFail \(userActivityType) \(error)")
    }
}

final class SceneActivityUpdateRecorder: SceneJournalingService, SceneUserActivityUpdateService {
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        note("didUpdate \(userActivity.activityType)")
    }
}

final class WindowSceneGeometryRecorder: SceneJournalingService, WindowSceneGeometryService {
    func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        note("didUpdate from \(previousInterfaceOrientation)")
    }
}

final class WindowSceneEffectiveGeometryRecorder: SceneJournalingService, WindowSceneEffectiveGeometryService {
    func windowScene(
        _ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
    ) {
        note("didUpdateEffectiveGeometry")
    }
}

final class WindowSceneOrientationRecorder: SceneJournalingService, WindowSceneInterfaceOrientationService {
    func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
        note("supportedInterfaceOrientations")
        return .portrait
    }
}

final class WindowSceneWindowingControlStyleRecorder: SceneJournalingService, WindowSceneWindowingControlStyleService {
    func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle {
        note("preferredWindowingControlStyle")
        return .minimal
    }
}

final class WindowSceneCloudKitRecorder: SceneJournalingService, WindowSceneCloudKitShareService {
    func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        note("accept \(cloudKitShareMetadata.containerIdentifier)")
    }
}

/// Handles the quick action of its own type at once.
final class ComposeShortcutHandler: SceneJournalingService, WindowSceneShortcutItemService {
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        note("shortcut \(shortcutItem.type)")
        completionHandler(shortcutItem.type == "compose")
    }
}

/// Handles the quick action of its own type, written with `async`.
final class AsyncSearchShortcutHandler: SceneJournalingService, AsyncWindowSceneShortcutItemService {
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool
    {
        note("shortcut \(shortcutItem.type)")
        return shortcutItem.type == "search"
    }
}

/// Keeps the completion handler and answers only when the test says so.
final class StalledShortcutHandler: SceneJournalingService, WindowSceneShortcutItemService {
    var completion: ((Bool) -> Void)?

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        note("shortcut \(shortcutItem.type)")
        completion = completionHandler
    }
}
