import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Runs one cold launch in this fresh process and prints the main thread's time, in nanoseconds, from
/// creating the app delegate to its `application(_:didFinishLaunchingWithOptions:)` returning.
///
/// `library` launches a `ServicesAppDelegate` holding the 50 services; `by-hand` launches an AppDelegate that
/// creates the same 50 services and calls each one's launch callbacks itself; `none` launches an empty
/// delegate, the base line of the instruction counts. The headless system creates the app, then the
/// delegate, as `UIApplicationMain` does, and delivers the launch callbacks.
@MainActor
public func runColdLaunch(_ arguments: [String]) {
    let mode = arguments.dropFirst().first ?? "library"
    let system = HeadlessSystem(
        makeDelegate: {
            LaunchClock.start = .now
            switch mode {
            case "library": return LibraryAppDelegate()
            case "by-hand": return HandWrittenAppDelegate()
            default: return EmptyAppDelegate()
            }
        },
        notificationCenter: { _ in .default })
    do {
        try system.launch()
    } catch {
        FileHandle.standardError.write(Data("the launch failed: \(error)\n".utf8))
        exit(1)
    }
    let elapsed = LaunchClock.start.duration(to: LaunchClock.end)
    let (seconds, attoseconds) = elapsed.components
    print(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
}

/// When the delegate was created and when its `didFinishLaunching` returned.
@MainActor
enum LaunchClock {
    static var start = ContinuousClock.now
    static var end = ContinuousClock.now
}

/// The library's delegate: its services are all it declares.
final class LibraryAppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { makeServices() }

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let result = super.application(application, didFinishLaunchingWithOptions: launchOptions)
        LaunchClock.end = .now
        return result
    }
}

/// The delegate an app writes without the library: the same services, each called directly.
final class HandWrittenAppDelegate: UIResponder, UIApplicationDelegate {
    private let services = HandWrittenServices()

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        services.willFinishLaunching(application, launchOptions)
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let allowed = services.didFinishLaunching(application, launchOptions)
        LaunchClock.end = .now
        return allowed
    }
}

/// A delegate that does nothing.
final class EmptyAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LaunchClock.end = .now
        return true
    }
}
