import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// What other services use to talk to the backend; they look it up by protocol.
protocol NetworkClient: Sendable {
    /// Sends a request and returns the status code.
    func send(_ request: String) -> Int
}

/// The network stack: registers the client others look up, and pauses while the app is inactive.
final class NetworkService: ActivationService {
    init(baseURL: String) {
        Demo.locator.register((any NetworkClient).self) { _ in BackendClient(baseURL: baseURL) }
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        Demo.say("network", "reachability monitoring on")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        Demo.say("network", "reachability monitoring off")
    }
}

/// The client the network service provides.
struct BackendClient: NetworkClient {
    let baseURL: String

    func send(_ request: String) -> Int {
        Demo.say("network", "POST \(baseURL)/\(request) → 202")
        return 202
    }
}
