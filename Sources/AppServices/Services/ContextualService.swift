/// A service that reaches the host it joined, the other services and the app's windows through an injected
/// ``ServiceContext``, instead of through globals or a cast of `UIApplication.shared.delegate` (which in a
/// SwiftUI app is SwiftUI's object, not the app's ``ServicesAppDelegate``).
///
/// ```swift
/// final class PrivacyCover: ContextualService, DidEnterBackgroundService {
///     private var context: ServiceContext?
///     func attach(to context: ServiceContext) { self.context = context }
///     func applicationDidEnterBackground(_ application: UIApplication) {
///         context?.window?.rootViewController?.view.isHidden = true
///     }
/// }
/// ```
public protocol ContextualService: ApplicationService {
    /// Gives the service its context; called once, when the service is added to a host, before any callback.
    ///
    /// - Parameter context: The host's context; it does not keep the host alive.
    func attach(to context: ServiceContext)
}
