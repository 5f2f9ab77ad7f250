import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Fifty remote-notification services, answered through the host's aggregator and through a `DispatchGroup`.
///
/// Both sides are timed until the system's completion is called, as the system would see them.
@MainActor
public final class AggregationFixture {
    /// A service that answers at once, as a service with nothing to fetch does.
    final class AnsweringService: RemoteNotificationService {
        private let result: UIBackgroundFetchResult

        init(result: UIBackgroundFetchResult) {
            self.result = result
        }

        func application(
            _ application: UIApplication,
            didReceiveRemoteNotification userInfo: [AnyHashable: Any],
            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            completionHandler(result)
        }
    }

    /// The fixture every aggregation benchmark uses.
    public static let shared = AggregationFixture(serviceCount: 50)
    /// How many callbacks one benchmark sample makes; the ratio table divides by it.
    public nonisolated static let callbacksPerSample = 1_000

    private let host: ServiceHost
    private let dispatchGroupAggregator: DispatchGroupAggregator
    private let payload: [AnyHashable: Any] = ["aps": ["content-available": 1]]

    private init(serviceCount: Int) {
        let services = (0..<serviceCount).map { index in
            AnsweringService(result: index.isMultiple(of: 7) ? .newData : .noData)
        }
        host = ServiceHost(services: services)
        dispatchGroupAggregator = DispatchGroupAggregator(services: services)
    }

    /// Delivers `times` notifications through the host, each awaited until the system's completion.
    public func aggregateThroughHost(times: Int) async {
        for _ in 0..<times {
            await withCheckedContinuation { continuation in
                host.application(
                    BenchmarkApplication.shared, didReceiveRemoteNotification: payload,
                    fetchCompletionHandler: { _ in continuation.resume() })
            }
        }
    }

    /// Delivers `times` notifications through the `DispatchGroup` aggregator, each awaited the same way.
    public func aggregateThroughDispatchGroup(times: Int) async {
        for _ in 0..<times {
            await withCheckedContinuation { continuation in
                dispatchGroupAggregator.application(
                    BenchmarkApplication.shared, didReceiveRemoteNotification: payload,
                    fetchCompletionHandler: { _ in continuation.resume() })
            }
        }
    }
}
