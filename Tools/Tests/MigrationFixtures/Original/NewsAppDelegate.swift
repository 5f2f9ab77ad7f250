import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The news app's delegate before the migration: an app still on the app delegate's life cycle, with its
/// window, links, quick actions, Handoff and silent pushes, which `appservices migrate --adopt-scenes` moves to
/// scenes.
final class NewsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The stories, loaded on first use: links, quick actions and pushes all read them.
    lazy var stories: FixtureStore = {
        FixtureTrace.record("stories: load")
        return FixtureStore(name: "story")
    }()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        FixtureTrace.record("launch: feeds")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        show(url)
    }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard let url = userActivity.webpageURL else { return false }
        return show(url)
    }

    #if os(iOS) || !canImport(UIKit)
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        let handled = shortcutItem.type == "news.latest"
        FixtureTrace.record("shortcut \(shortcutItem.type): \(handled)")
        completionHandler(handled)
    }
    #endif

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

    /// Shows a story of the app's own links; `false` for any other link.
    private func show(_ url: URL) -> Bool {
        let opened = url.host == "news.example"
        FixtureTrace.record("story \(url.path): \(opened ? "shown" : "refused")")
        return opened
    }
}
