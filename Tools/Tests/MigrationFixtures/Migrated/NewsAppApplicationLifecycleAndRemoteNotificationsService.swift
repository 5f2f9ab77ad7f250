import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `NewsAppDelegate`'s ApplicationLifecycle, RemoteNotifications code, moved by `appservices migrate`.
final class NewsAppApplicationLifecycleAndRemoteNotificationsService: RemoteNotificationService {
    /// The stories, loaded on first use: links, quick actions and pushes all read them.
    lazy var stories: FixtureStore = {
        FixtureTrace.record("stories: load")
        return FixtureStore(name: "story")
    }()

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        stories.refresh()
        FixtureTrace.record("push: \(stories.items.count) stories")
        completionHandler(.newData)
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
extension NewsAppApplicationLifecycleAndRemoteNotificationsService: DidBecomeActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {
        FixtureTrace.record("active")
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
extension NewsAppApplicationLifecycleAndRemoteNotificationsService: DidEnterBackgroundService {
    func applicationDidEnterBackground(_ application: UIApplication) {
        stories.save()
        FixtureTrace.record("background: \(stories.saves) saves")
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the UIApplication.willEnterForegroundNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the UIApplication.willEnterForegroundNotification instead."
)
extension NewsAppApplicationLifecycleAndRemoteNotificationsService: WillEnterForegroundService {
    func applicationWillEnterForeground(_ application: UIApplication) {
        FixtureTrace.record("foreground")
    }
}
