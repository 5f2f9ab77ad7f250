#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that chooses the configuration of scenes being created.
///
/// The host asks services in order; the first non-`nil` configuration wins and later services are not
/// asked. When no service answers, the host returns the session's own configuration, the one the
/// Info.plist scene manifest provides.
///
/// The requirement deviates from UIKit in one respect: it returns an optional configuration, `nil`
/// meaning "no opinion", so a service that configures only some scenes can leave the others alone.
///
/// Adopting this capability makes the app delegate implement the method, which overrides the scene
/// manifest; without an adopter the method is not advertised and UIKit reads the manifest.
///
/// ```swift
/// final class ExternalDisplayService: SceneConfigurationService {
///     func application(
///         _ application: UIApplication,
///         configurationForConnecting connectingSceneSession: UISceneSession,
///         options: UIScene.ConnectionOptions
///     ) -> UISceneConfiguration? {
///         guard connectingSceneSession.role == .windowExternalDisplayNonInteractive else { return nil }
///         return UISceneConfiguration(name: "External Display", sessionRole: connectingSceneSession.role)
///     }
/// }
/// ```
public protocol SceneConfigurationService: ApplicationService {
    /// Asks the service for the configuration of a scene being created; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - connectingSceneSession: The new scene's session; its role must match the configuration's.
    ///   - options: Why the scene is being created.
    /// - Returns: The configuration, or `nil` if the service has no opinion.
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration?
}

/// A service that is told when the user closed scenes for good, to release their data.
///
/// Broadcast: every adopter is told, in order.
public protocol SceneSessionDiscardService: ApplicationService {
    /// Tells the service that scene sessions were discarded; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - sceneSessions: The discarded sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}
