public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that takes part in UIKit's state preservation and restoration.
///
/// State restoration is opt-in: UIKit preserves and restores state only if the delegate implements the
/// "should" methods and answers `true`. The host advertises them only when a service adopts this
/// capability, and then answers `true` only if every adopter does, so any service can veto, for example
/// one that knows the archive is stale after a migration or a logout. Both "should" methods ask every
/// adopter.
///
/// `application(_:willEncodeRestorableStateWith:)` and `application(_:didDecodeRestorableStateWith:)` are
/// broadcast to every adopter in order. All of them share one coder, so each service must prefix its
/// keys with its own namespace:
///
/// ```swift
/// final class DraftsService: StateRestorationService {
///     func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
///         true
///     }
///     func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
///         true
///     }
///     func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
///         coder.encode(drafts.currentID, forKey: "drafts.currentID")
///     }
///     func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
///         drafts.currentID = coder.decodeObject(forKey: "drafts.currentID") as? String
///     }
/// }
/// ```
public protocol StateRestorationService: ApplicationService {
    /// Asks the service whether the app's state may be saved; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder the state will be saved to.
    /// - Returns: `false` to prevent saving.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Asks the service whether the app's saved state may be restored; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder holding the saved state.
    /// - Returns: `false` to prevent restoring.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Tells the service to save its app-level state; the coder is shared, so namespace the keys.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder to write to.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Tells the service to restore its app-level state; the coder is shared, so namespace the keys.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder to read from.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
}

/// A service that creates view controllers during state restoration.
///
/// Exactly one view controller restores a path: the host asks services in order, the first non-`nil`
/// answer wins, and later services are not asked. `nil` when none answers, as UIKit's default.
public protocol RestorationViewControllerService: ApplicationService {
    /// Asks the service for the view controller of a restoration path; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifierComponents: The restoration identifiers of the path, from the root.
    ///   - coder: The coder holding the view controller's saved state.
    /// - Returns: The view controller, or `nil` if the service does not create it.
    func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController?
}

/// A service with state-restoration code written before the secure variants (iOS 13.2).
///
/// The same "may I" rule as ``StateRestorationService``: every adopter is asked and the answer is `true`
/// only if all say `true`. The deprecated methods are advertised only when a service adopts this
/// capability.
@available(iOS, deprecated: 13.2, message: "Adopt StateRestorationService")
public protocol LegacyStateRestorationService: ApplicationService {
    /// Asks the service whether the app's state may be saved.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder the state will be saved to.
    /// - Returns: `false` to prevent saving.
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// Asks the service whether the app's saved state may be restored.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder holding the saved state.
    /// - Returns: `false` to prevent restoring.
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
}
