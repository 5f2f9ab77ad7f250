import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The code of the article "Moving a real AppDelegate", and the app-specific types it calls, which record
/// what the app did so the tests can check it.
@MainActor
enum MovingArticle {
    /// What the app's own code was asked to do, in order.
    static var journal: [String] = []
}

extension MovingArticle {
    @MainActor
    enum CrashReporter {
        static func start(apiKey: String) { journal.append("crash reporter \(apiKey)") }
    }

    @MainActor
    final class Analytics {
        enum Environment { case production }
        static let shared = Analytics()
        func configure(environment: Environment) { journal.append("analytics \(environment)") }
        func track(_ event: String) { journal.append("track \(event)") }
    }

    @MainActor
    enum PushAPI {
        static func register(_ token: Data) { journal.append("push token \(token.count) bytes") }
    }

    @MainActor
    final class Router {
        static let shared = Router()
        func open(_ url: URL) { journal.append("open \(url.absoluteString)") }
    }

    /// Reconnects to a background download session and calls back when its events were delivered.
    @MainActor
    final class DownloadCenter {
        static let shared = DownloadCenter()
        private(set) var pendingDeliveries: [() -> Void] = []
        func reconnect(to identifier: String, whenDelivered: @escaping () -> Void) {
            journal.append("reconnect \(identifier)")
            pendingDeliveries.append(whenDelivered)
        }
        /// The session delivered its events: `urlSessionDidFinishEvents(forBackgroundURLSession:)`.
        func finishEvents() {
            let deliveries = pendingDeliveries
            pendingDeliveries = []
            for delivery in deliveries { delivery() }
        }
    }

    final class FeedViewController: UIViewController {}

    @MainActor
    enum ShortcutRouter {
        @discardableResult
        static func perform(_ item: UIApplicationShortcutItem, in window: UIWindow?) -> Bool {
            journal.append("shortcut \(item.type) in \(window == nil ? "no window" : "a window")")
            return item.type == "gazette.search"
        }
    }
}
