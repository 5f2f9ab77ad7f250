import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `NewsAppDelegate`'s ApplicationLifecycle, RemoteNotifications code, moved by `appservices migrate`.
final class NewsAppApplicationLifecycleAndRemoteNotificationsService:
    RemoteNotificationService,
    DidBecomeActiveService,
    DidEnterBackgroundService,
    WillEnterForegroundService
{
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

    func applicationDidBecomeActive(_ application: UIApplication) {
        FixtureTrace.record("active")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        stories.save()
        FixtureTrace.record("background: \(stories.saves) saves")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        FixtureTrace.record("foreground")
    }
}
