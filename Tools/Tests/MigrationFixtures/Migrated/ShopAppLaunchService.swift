import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// `ShopAppDelegate`'s Launch code, moved by `appservices migrate`.
final class ShopAppLaunchService: ContextualService, DidFinishLaunchingService {
    /// The context the host attaches: it reaches the app delegate's window.
    private var serviceContext: ServiceContext?

    /// The app delegate's window, as the moved code used it.
    var window: UIWindow? {
        get { serviceContext?.window }
        set { serviceContext?.window = newValue }
    }

    func attach(to context: ServiceContext) {
        serviceContext = context
    }

    /// The analytics SDK's key.
    private let analyticsKey = "shop-analytics"

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
        // Third-party SDKs first: the crash reporter must see everything that follows.
        FixtureTrace.record("launch: analytics \(analyticsKey)")
        #if DEBUG
        FixtureTrace.record("launch: debug menu")
        #endif
        window = UIWindow()
        window?.makeKeyAndVisible()
        FixtureTrace.record("launch: window \(window != nil)")
        application.registerForRemoteNotifications()
        return true
    }
}
