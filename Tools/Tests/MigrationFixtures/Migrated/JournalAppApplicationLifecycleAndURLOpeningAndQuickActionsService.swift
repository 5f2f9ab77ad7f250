import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `JournalAppDelegate`'s ApplicationLifecycle, URLOpening, QuickActions code, moved by `appservices migrate`.
final class JournalAppApplicationLifecycleAndURLOpeningAndQuickActionsService: MemoryWarningService {
    /// The entries, opened on first use: quick actions, links and the lifecycle all touch them.
    lazy var entries: FixtureStore = {
        FixtureTrace.record("entries: open")
        return FixtureStore(name: "entry")
    }()

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

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        FixtureTrace.record("memory warning")
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
extension JournalAppApplicationLifecycleAndURLOpeningAndQuickActionsService: DidBecomeActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {
        FixtureTrace.record("active: \(entries.items.count) entries")
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the UIApplication.willResignActiveNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the UIApplication.willResignActiveNotification instead."
)
extension JournalAppApplicationLifecycleAndURLOpeningAndQuickActionsService: WillResignActiveService {
    func applicationWillResignActive(_ application: UIApplication) {
        entries.save()
        FixtureTrace.record("resign: \(entries.saves) saves")
    }
}

@available(
    iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
@available(
    tvOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
extension JournalAppApplicationLifecycleAndURLOpeningAndQuickActionsService: URLOpeningService {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        guard url.scheme == "journal" else { return false }
        entries.refresh()
        FixtureTrace.record("open: \(url.host ?? "no host")")
        return true
    }
}

#if os(iOS) || !canImport(UIKit)
@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and windowScene(_:performActionFor:completionHandler:) from UIWindowSceneDelegate instead."
)
extension JournalAppApplicationLifecycleAndURLOpeningAndQuickActionsService: ShortcutItemService {}
#endif
