import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The completion-handler fan-out of the PluggableApplicationDelegate family, written from its description:
/// one `DispatchGroup`, `enter()` before each service, `leave()` in each service's completion, and the
/// system's completion called from `notify(queue: .main)` with the answers merged.
///
/// Like those libraries it has no deadline and no protection against a service answering twice.
@MainActor
struct DispatchGroupAggregator {
    /// The answers of one callback, appended from whichever thread a service answers on.
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [UIBackgroundFetchResult] = []

        func append(_ result: UIBackgroundFetchResult) {
            lock.withLock { results.append(result) }
        }

        var merged: UIBackgroundFetchResult {
            let results = lock.withLock { self.results }
            if results.contains(.newData) { return .newData }
            if results.contains(.failed) { return .failed }
            return .noData
        }
    }

    /// The services, in order.
    let services: [any RemoteNotificationService]

    /// Gives every service the notification and calls `completionHandler` once all have answered.
    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
    ) {
        let group = DispatchGroup()
        let answers = Answers()
        for service in services {
            group.enter()
            service.application(application, didReceiveRemoteNotification: userInfo) { result in
                answers.append(result)
                group.leave()
            }
        }
        group.notify(queue: .main) { completionHandler(answers.merged) }
    }
}
