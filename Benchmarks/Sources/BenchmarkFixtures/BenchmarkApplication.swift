import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The one application object every benchmark passes to its callbacks.
@MainActor
enum BenchmarkApplication {
    /// The app delegate of the benchmark process; it handles nothing itself.
    final class Delegate: UIResponder, UIApplicationDelegate {}

    #if canImport(UIKit)
    /// The app.
    static let shared = UIApplication.shared
    #else
    private static let system = HeadlessSystem(delegate: Delegate())

    /// The app, created by a headless system as `UIApplicationMain` would.
    static var shared: UIApplication { system.application }
    #endif
}
