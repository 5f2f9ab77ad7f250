import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `NewsAppDelegate`'s Launch code, moved by `appservices migrate`.
final class NewsAppLaunchService: ContextualService, DidFinishLaunchingService {
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

    @available(
        iOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: move it to a scene service to leave it"
    )
    @available(
        tvOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: move it to a scene service to leave it"
    )
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        FixtureTrace.record("launch: feeds")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        return true
    }
}
