#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Launch callbacks: every service is called, and one `false` makes the answer `false`, the meaning UIKit
// gives it ("If either method returns NO, the URL is not handled"). The adapters always implement both
// launch methods, which drive the launch graph; with no service that changes nothing, since UIKit combines
// the two answers with AND and an absent method counts as YES.
extension ServiceHost {
    /// Calls every ``WillFinishLaunchingService``, in order.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app launched.
    /// - Returns: `false` if any service returned `false`; `true` otherwise, also with no service.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let services = participants((any WillFinishLaunchingService).self)
        var merged = true
        for service in services where !service.application(application, willFinishLaunchingWithOptions: launchOptions) {
            merged = false
        }
        record(Self.willFinishLaunching, services, merged: "\(merged)")
        return merged
    }

    /// Calls every ``DidFinishLaunchingService`` in order, then every ``LegacyDidFinishLaunchingService``.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app launched.
    /// - Returns: `false` if any service returned `false`; `true` otherwise, also with no service.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let services = participants((any DidFinishLaunchingService).self)
        var merged = true
        for service in services where !service.application(application, didFinishLaunchingWithOptions: launchOptions) {
            merged = false
        }
        let legacy = participants((any LegacyDidFinishLaunchingService).self)
        for service in legacy { service.applicationDidFinishLaunching(application) }
        record(Self.didFinishLaunching, services + legacy, merged: "\(merged)")
        return merged
    }

    /// Calls every ``LegacyDidFinishLaunchingService``; UIKit sends this only to a delegate without the
    /// options variants.
    ///
    /// - Parameter application: The app.
    public func applicationDidFinishLaunching(_ application: UIApplication) {
        let legacy = participants((any LegacyDidFinishLaunchingService).self)
        for service in legacy { service.applicationDidFinishLaunching(application) }
        record("applicationDidFinishLaunching:", legacy)
    }

    nonisolated static let willFinishLaunching = "application:willFinishLaunchingWithOptions:"
    nonisolated static let didFinishLaunching = "application:didFinishLaunchingWithOptions:"
}

extension DelegateSelectorTable {
    static let launchRows: [Row] = [
        row("applicationDidFinishLaunching:", .application, (any LegacyDidFinishLaunchingService).self),
        alwaysAdvertised(ServiceHost.willFinishLaunching, .application),
        alwaysAdvertised(ServiceHost.didFinishLaunching, .application),
    ]
}
