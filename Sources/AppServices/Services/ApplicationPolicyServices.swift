#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that may forbid a type of app extension, such as third-party keyboards.
///
/// "May I" rule: the host asks every service, in order, and allows the extension point only if every
/// service allows it. Without an adopter the method is not advertised, and UIKit allows every extension
/// point ("If unimplemented, the default behavior is to allow").
///
/// ```swift
/// final class SecureInputService: ExtensionPointService {
///     func application(
///         _ application: UIApplication,
///         shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
///     ) -> Bool {
///         extensionPointIdentifier != .keyboard
///     }
/// }
/// ```
public protocol ExtensionPointService: ApplicationService {
    /// Asks the service whether to allow an app extension type; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - extensionPointIdentifier: The extension point.
    /// - Returns: `false` to forbid it.
    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool
}

/// A service that may opt the app out of the automatic localization of key commands.
///
/// "May I" rule: the host asks every service, in order, and answers `true` only if every service does;
/// one opt-out wins. Without an adopter the method is not advertised, and UIKit localizes key commands
/// (its default for apps linked against the iOS 15 SDK or later).
public protocol KeyCommandLocalizationService: ApplicationService {
    /// Asks the service whether key commands are localized automatically; see `UIApplicationDelegate`.
    ///
    /// - Parameter application: The app.
    /// - Returns: `false` to opt out.
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
}
