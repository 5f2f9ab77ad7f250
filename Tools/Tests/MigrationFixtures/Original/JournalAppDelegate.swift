import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The journal app's delegate before the migration: an app without scenes whose entries every feature uses.
final class JournalAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// When the app launched, for the support screen; no delegate method reads it.
    let launchDate = Date()

    /// The entries, opened on first use: quick actions, links and the lifecycle all touch them.
    lazy var entries: FixtureStore = {
        FixtureTrace.record("entries: open")
        return FixtureStore(name: "entry")
    }()

    override init() {
        super.init()
        FixtureTrace.record("delegate: init")
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        FixtureTrace.record("launch: will finish")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let opensLink = launchOptions?[.url] != nil
        FixtureTrace.record("launch: \(opensLink ? "from a link" : "normally")")
        return !opensLink || launchOptions?[.url] is URL
    }

    #if os(iOS) || !canImport(UIKit)
    /// Home-screen quick actions: "New entry" adds one at once.
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard shortcutItem.type == "journal.new" else {
            completionHandler(false)
            return
        }
        entries.refresh()
        FixtureTrace.record("shortcut: \(entries.items.count) entries")
        completionHandler(true)
    }
    #endif

    func applicationDidBecomeActive(_ application: UIApplication) {
        FixtureTrace.record("active: \(entries.items.count) entries")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        entries.save()
        FixtureTrace.record("resign: \(entries.saves) saves")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        guard url.scheme == "journal" else { return false }
        entries.refresh()
        FixtureTrace.record("open: \(url.host ?? "no host")")
        return true
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        FixtureTrace.record("memory warning")
    }
}

/// Code elsewhere in the app that reaches the delegate through `UIApplication`, as apps do.
@MainActor
enum JournalSupport {
    /// When the app launched, as the support screen shows it.
    static var launchDate: Date? {
        (UIApplication.shared.delegate as? JournalAppDelegate)?.launchDate
    }
}
