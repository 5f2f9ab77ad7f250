import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// The shop app's delegate before the migration: every feature added its code here.
class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The analytics SDK's key.
    private let analyticsKey = "shop-analytics"

    /// The push token, as the backend last received it.
    private var pushToken: String?

    /// The completion handlers of background URL sessions, by session identifier.
    private var backgroundCompletions: [String: () -> Void] = [:]

    /// The shop's catalog, loaded on first use: background fetch and the lifecycle both save it.
    lazy var catalog: FixtureStore = {
        FixtureTrace.record("catalog: load")
        return FixtureStore(name: "catalog")
    }()

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
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        return true
    }

    // MARK: - Push

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushToken = deviceToken.map { String($0, radix: 16) }.joined()
        FixtureTrace.record("push: token \(pushToken ?? "none")")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        pushToken = nil
        FixtureTrace.record("push: registration failed")
    }

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        /* Silent pushes carry an order number; anything else is ignored. */
        guard let order = userInfo["order"] as? String else {
            completionHandler(.noData)
            return
        }
        FixtureTrace.record("push: order \(order)")
        completionHandler(.newData)
    }

    // MARK: - Deep links

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        route(url)
    }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard let url = userActivity.webpageURL else { return false }
        return route(url)
    }

    /// Shows the screen of a shop link; `false` for links to other hosts.
    private func route(_ url: URL) -> Bool {
        FixtureTrace.record("link: \(url.path)")
        return url.host == "shop.example"
    }

    // MARK: - Background work

    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        catalog.refresh()
        FixtureTrace.record("fetch: \(catalog.items.count) items")
        completionHandler(.newData)
    }

    func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        backgroundCompletions[identifier] = completionHandler
        FixtureTrace.record("session: \(identifier)")
        finishEvents(of: identifier)
    }

    /// Calls the system back once the session's delegate has handled its events.
    private func finishEvents(of identifier: String) {
        backgroundCompletions.removeValue(forKey: identifier)?()
    }

    // MARK: - Lifecycle

    func applicationDidEnterBackground(_ application: UIApplication) {
        catalog.save()
        FixtureTrace.record("lifecycle: background, \(catalog.saves) saves")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        catalog.save()
        FixtureTrace.record("lifecycle: terminate")
    }

    // MARK: - Support

    /// Shows a notification the support chat received again, and opens it, as if the user had tapped it.
    func replaySupportNotification(_ response: UNNotificationResponse) {
        let center = UNUserNotificationCenter.current()
        self.userNotificationCenter(center, willPresent: response.notification) { _ in }
        userNotificationCenter(center, didReceive: response, withCompletionHandler: {})
    }
}
