public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that opens URLs sent to an app without scenes (deep links, custom schemes, documents).
///
/// A URL has one owner: services are asked in order, the first that returns `true` handles it, and later
/// services are not asked. Apps that use scenes receive URLs through ``SceneURLOpeningService`` instead.
public protocol URLOpeningService: ApplicationService {
    /// Asks the service to open a URL; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - url: The URL.
    ///   - options: Where it came from and how to open it.
    /// - Returns: `true` if the service handled the URL.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

/// A service with URL code written for iOS 8 and earlier.
///
/// UIKit calls the deprecated methods only when `application(_:open:options:)` is absent; the host offers
/// the URL to these services in the same chain as ``URLOpeningService``, in service order, through
/// whichever method UIKit called.
@available(iOS, deprecated: 9.0, message: "Adopt URLOpeningService")
@available(tvOS, unavailable)
public protocol LegacyURLOpeningService: ApplicationService {
    /// Asks the service to open a URL.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - url: The URL.
    /// - Returns: `true` if the service handled the URL.
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
    /// Asks the service to open a URL sent by another app.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - url: The URL.
    ///   - sourceApplication: The sending app's bundle identifier.
    ///   - annotation: What the sending app attached.
    /// - Returns: `true` if the service handled the URL.
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool
}
