import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Fifty launch services, reached once through ``ServiceHost`` and once through a loop a user would write.
@MainActor
public final class DispatchFixture {
    /// A service that counts the launches it sees and allows them.
    final class LaunchCountingService: DidFinishLaunchingService {
        private(set) var launches = 0

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            launches += 1
            return true
        }
    }

    /// The fixture every dispatch benchmark uses.
    public static let shared = DispatchFixture(serviceCount: 50)
    /// How many callbacks one benchmark sample makes; the ratio table divides by it.
    public nonisolated static let callbacksPerSample = 1_000

    private let services: [any DidFinishLaunchingService]
    private let host: ServiceHost

    private init(serviceCount: Int) {
        services = (0..<serviceCount).map { _ in LaunchCountingService() }
        host = ServiceHost(services: services)
    }

    /// Sends `didFinishLaunching` to every service through the host, `times` times.
    public func dispatchThroughHost(times: Int) -> Bool {
        var answer = true
        for _ in 0..<times {
            answer = host.application(BenchmarkApplication.shared, didFinishLaunchingWithOptions: nil) && answer
        }
        return answer
    }

    /// Sends `didFinishLaunching` to every service with a loop over the existentials, `times` times.
    public func dispatchThroughLoop(times: Int) -> Bool {
        var answer = true
        for _ in 0..<times {
            var allowed = true
            for service in services {
                allowed =
                    service.application(BenchmarkApplication.shared, didFinishLaunchingWithOptions: nil) && allowed
            }
            answer = allowed && answer
        }
        return answer
    }
}
