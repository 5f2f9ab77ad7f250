import AppServices
import AppServicesTesting
import Foundation
import UIKitHeadless

/// A scene-based app on the headless driver whose only service is a ``RecordingService`` handling
/// everything; launched unless a path delivers a launch callback itself.
@MainActor
final class CoverageStage {
    /// A part of the app the stage needs is missing.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Keeps the connection options of the launch, which only the system can create.
    final class ConnectionCapture: SceneConnectionService {
        var options: UIScene.ConnectionOptions?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            options = connectionOptions
        }

        func sceneDidDisconnect(_ scene: UIScene) {}
    }

    let recorder = RecordingService()
    let capture = ConnectionCapture()
    let driver: HeadlessAppDriver

    init(launched: Bool) throws {
        driver = HeadlessAppDriver(services: [recorder, capture], usesScenes: true)
        if launched {
            try driver.coldLaunch()
            recorder.removeAllCalls()
        }
    }

    var system: HeadlessSystem { driver.system }
    var appDelegate: ServicesAppDelegate { driver.appDelegate }

    /// The scene the launch connected.
    func connectedScene() throws -> UIWindowScene {
        guard let scene = driver.scenes.first else { throw Missing(description: "no connected scene") }
        return scene
    }

    /// The connection options the launch's scene connected with.
    func connectionOptions() throws -> UIScene.ConnectionOptions {
        guard let options = capture.options else { throw Missing(description: "no scene connected") }
        return options
    }

    /// Delivers an app-delegate callback as UIKit does: only if the delegate responds to `selector`.
    func app(_ selector: String, _ call: (UIApplication, any UIApplicationDelegate) -> Void) {
        system.deliver(selector, call)
    }

    /// Delivers a scene-delegate callback as UIKit does: only if the delegate responds to `selector`.
    func scene(_ selector: String, _ call: (UIWindowScene, any UISceneDelegate) -> Void) throws {
        let scene = try connectedScene()
        system.deliver(to: scene, selector) { call(scene, $0) }
    }

    /// Delivers a window-scene-delegate callback as UIKit does: only if the delegate responds to `selector`.
    func windowScene(_ selector: String, _ call: (UIWindowScene, any UIWindowSceneDelegate) -> Void) throws {
        try scene(selector) { scene, delegate in
            if let delegate = delegate as? any UIWindowSceneDelegate { call(scene, delegate) }
        }
    }

    /// The answer to `responds(to:)` for `selector` of the adapter that receives callbacks of `delegate`
    /// (a protocol name of the SDK list).
    func advertises(_ selector: String, on delegate: String) throws -> Bool {
        switch delegate {
        case "UIApplicationDelegate":
            return appDelegate.responds(to: NSSelectorFromString(selector))
        case "UISceneDelegate", "UIWindowSceneDelegate":
            guard let sceneDelegate = try connectedScene().delegate as? ServicesSceneDelegate else {
                throw Missing(description: "the scene's delegate is not a ServicesSceneDelegate")
            }
            return sceneDelegate.responds(to: NSSelectorFromString(selector))
        default:
            guard let notificationDelegate = appDelegate.notificationCenterDelegate else {
                throw Missing(description: "launching installed no notification-center delegate")
            }
            return notificationDelegate.responds(to: NSSelectorFromString(selector))
        }
    }
}

/// A coordinate space to pass to the geometry callback.
final class CoverageCoordinateSpace: NSObject, UICoordinateSpace {}
