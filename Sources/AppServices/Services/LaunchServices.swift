import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that runs code while launching starts, before state restoration.
///
/// Return `false` only when the service consumed a launch URL or user activity itself and the system must
/// not offer it again: any one `false` makes the merged answer `false` (UIKit: "If either method returns
/// NO, the URL is not handled").
public protocol WillFinishLaunchingService: ApplicationService {
    /// Tells the service that launching started; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app launched; `nil` for apps that use scenes.
    /// - Returns: `false` if the launch URL or activity must not be handled.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

/// A service that runs code when launching is almost done, before the first frame.
///
/// The merge rule is the same as for ``WillFinishLaunchingService``: every service is called, and one
/// `false` makes the answer `false`.
public protocol DidFinishLaunchingService: ApplicationService {
    /// Tells the service that launching is almost done; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app launched; `nil` for apps that use scenes.
    /// - Returns: `false` if the launch URL or activity must not be handled.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

/// A service with legacy launch code that takes no launch options.
///
/// UIKit calls `applicationDidFinishLaunching(_:)` only when the delegate implements neither options
/// variant, and the adapters always implement those; so the host calls this service from
/// `application(_:didFinishLaunchingWithOptions:)`, after the ``DidFinishLaunchingService`` services.
public protocol LegacyDidFinishLaunchingService: ApplicationService {
    /// Tells the service that launching finished.
    ///
    /// - Parameter application: The app.
    func applicationDidFinishLaunching(_ application: UIApplication)
}
