import Foundation
import UIKitHeadless

/// An application delegate that records what the headless system calls and answers only for the
/// selectors it is told to handle, like a real delegate that implements some methods.
@MainActor
final class RecordingApplicationDelegate: UIResponder, UIApplicationDelegate {
    private let handled: Set<String>?
    var calls: [String] = []
    var launchAnswer = true
    var openURLAnswer = true
    var orientations: UIInterfaceOrientationMask = .portrait

    init(handling handled: Set<String>? = nil) {
        self.handled = handled
        super.init()
    }

    override func responds(to aSelector: Selector!) -> Bool {
        handled.map { $0.contains(NSStringFromSelector(aSelector)) } ?? true
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("willFinish options:\(launchOptions == nil ? "nil" : "\(launchOptions!.count)")")
        return launchAnswer
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("didFinish")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        calls.append("open \(url.absoluteString)")
        return openURLAnswer
    }

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        calls.append("remote fetch")
        completionHandler(.newData)
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
        calls.append("remote deprecated")
    }

    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        orientations
    }
}

/// A scene delegate that records the scene callbacks it receives.
@MainActor
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var calls: [String] = []

    /// Responds to every scene-delegate method, as ``RecordingApplicationDelegate`` does without a list, so the
    /// log shows every call the system makes.
    override func responds(to aSelector: Selector!) -> Bool {
        true
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        calls.append("willConnect urls:\(connectionOptions.urlContexts.map(\.url.absoluteString).sorted())")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        calls.append("open \(URLContexts.map(\.url.absoluteString).sorted())")
    }
}
