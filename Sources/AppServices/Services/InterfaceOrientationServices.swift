#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that restricts the interface orientations the app supports.
///
/// Each service is a constraint: the host answers UIKit with the intersection of every non-`nil` answer,
/// and with the app's Info.plist orientations (`application.supportedInterfaceOrientations(for:)`) when no
/// service has an opinion. An empty intersection is illegal for UIKit (it raises
/// `UIApplicationInvalidInterfaceOrientationException`), so the host then answers the Info.plist
/// orientations instead and logs a warning naming the services whose masks conflict.
///
/// The requirement deviates from UIKit in one respect: it returns an optional mask, `nil` meaning "no
/// opinion", so a service that only sometimes cares does not have to return `.all`.
///
/// Adopting this capability makes the app delegate implement the method, which overrides the Info.plist
/// for every window; without an adopter the method is not advertised and UIKit reads the Info.plist.
///
/// ```swift
/// final class VideoPlayerService: InterfaceOrientationService {
///     var isPlayingFullScreen = false
///     func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
///         -> UIInterfaceOrientationMask?
///     {
///         isPlayingFullScreen ? .landscape : nil
///     }
/// }
/// ```
@available(tvOS, unavailable)
public protocol InterfaceOrientationService: ApplicationService {
    /// Asks the service which orientations it allows in a window; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - window: The window, or `nil` for the app's default.
    /// - Returns: The orientations the service allows, or `nil` if it has no opinion.
    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask?
}
