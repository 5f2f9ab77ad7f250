#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// "May I" callbacks: every adopter is asked, in order, and one `false` makes the answer `false`, so any
// service can veto. With no adopter the methods are not advertised and UIKit applies its default (allow,
// localize).
extension ServiceHost {
    /// Asks every ``ExtensionPointService`` whether to allow an extension point.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - extensionPointIdentifier: The extension point.
    /// - Returns: `true` only if every service allows it; `true` with no service, as UIKit's default.
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        let services = participants((any ExtensionPointService).self)
        let answers = services.map {
            $0.application(application, shouldAllowExtensionPointIdentifier: extensionPointIdentifier)
        }
        let merged = !answers.contains(false)
        record(Self.shouldAllowExtensionPoint, services, merged: "\(merged)")
        return merged
    }

    /// Asks every ``KeyCommandLocalizationService`` whether key commands are localized automatically.
    ///
    /// - Parameter application: The app.
    /// - Returns: `true` only if every service says `true`; `true` with no service, as UIKit's default.
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        let services = participants((any KeyCommandLocalizationService).self)
        let answers = services.map { $0.applicationShouldAutomaticallyLocalizeKeyCommands(application) }
        let merged = !answers.contains(false)
        record(Self.shouldLocalizeKeyCommands, services, merged: "\(merged)")
        return merged
    }

    fileprivate nonisolated static let shouldAllowExtensionPoint = "application:shouldAllowExtensionPointIdentifier:"
    fileprivate nonisolated static let shouldLocalizeKeyCommands = "applicationShouldAutomaticallyLocalizeKeyCommands:"
}

extension DelegateSelectorTable {
    static let appPolicyRows: [Row] = [
        row(ServiceHost.shouldAllowExtensionPoint, .application, (any ExtensionPointService).self),
        row(ServiceHost.shouldLocalizeKeyCommands, .application, (any KeyCommandLocalizationService).self),
    ]
}
