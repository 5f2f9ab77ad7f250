import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `BrowserAppDelegate`'s ApplicationLifecycle code, moved by `appservices migrate`.
final class BrowserAppApplicationLifecycleService: ContextualService {
    /// The context the host attaches: it reaches the app delegate's window.
    private var serviceContext: ServiceContext?

    /// The window of the scene the event came from, else the app delegate's, as the moved code used it.
    var window: UIWindow? {
        get { serviceContext?.scene.flatMap { serviceContext?.window(of: $0) } ?? serviceContext?.window }
        set {
            if let scene = serviceContext?.scene {
                serviceContext?.setWindow(newValue, of: scene)
            } else {
                serviceContext?.window = newValue
            }
        }
    }

    func attach(to context: ServiceContext) {
        serviceContext = context
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead."
)
extension BrowserAppApplicationLifecycleService: DidBecomeActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {
        FixtureTrace.record("active: home \(window?.rootViewController is BrowserHomeViewController)")
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the UIApplication.didEnterBackgroundNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the UIApplication.didEnterBackgroundNotification instead."
)
extension BrowserAppApplicationLifecycleService: DidEnterBackgroundService {
    func applicationDidEnterBackground(_ application: UIApplication) {
        FixtureTrace.record("background")
    }
}
