import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// `ShopAppDelegate`'s ApplicationLifecycle, BackgroundWork code, moved by `appservices migrate`.
final class ShopAppApplicationLifecycleAndBackgroundWorkService: BackgroundURLSessionService, TerminationService {
    /// The completion handlers of background URL sessions, by session identifier.
    private var backgroundCompletions: [String: () -> Void] = [:]

    /// The shop's catalog, loaded on first use: background fetch and the lifecycle both save it.
    lazy var catalog: FixtureStore = {
        FixtureTrace.record("catalog: load")
        return FixtureStore(name: "catalog")
    }()

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

    func applicationWillTerminate(_ application: UIApplication) {
        catalog.save()
        FixtureTrace.record("lifecycle: terminate")
    }
}

@available(iOS, deprecated: 13.0, message: "Use a BGAppRefreshTask")
@available(tvOS, deprecated: 13.0, message: "Use a BGAppRefreshTask")
extension ShopAppApplicationLifecycleAndBackgroundWorkService: BackgroundFetchService {
    // MARK: - Background work

    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        catalog.refresh()
        FixtureTrace.record("fetch: \(catalog.items.count) items")
        completionHandler(.newData)
    }
}
