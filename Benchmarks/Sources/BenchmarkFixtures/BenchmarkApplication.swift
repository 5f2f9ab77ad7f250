import AppServices

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// The one application object every benchmark passes to its callbacks.
@MainActor
public enum BenchmarkApplication {
    /// The app delegate of the benchmark process; it handles nothing itself.
    final class Delegate: UIResponder, UIApplicationDelegate {}

    #if canImport(UIKit)
    /// The app.
    public static let shared = UIApplication.shared
    #else
    private static let system = HeadlessSystem(delegate: Delegate())

    /// The app, created by a headless system as `UIApplicationMain` would.
    public static var shared: UIApplication { system.application }
    #endif
}
