#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that performs Home Screen quick actions for an app without scenes.
///
/// Every service is asked, in dispatch order, with its own completion handler, and answers whether it
/// performed the action (a service that does not know the item's `type` answers `false` at once). The
/// system's handler is called exactly once with `true` if any service answered `true`: when every service
/// has answered, or at ``DispatchDeadlines/shortcutItem``; with no service, at once with `false`. A service
/// that never answers, or answers twice or late, is reported by name. Adopt ``AsyncShortcutItemService`` to
/// write the handler with `async`. Apps that use scenes receive quick actions through the window scene.
@available(tvOS, unavailable)
public protocol ShortcutItemService: ApplicationService {
    /// Asks the service to perform a quick action.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - shortcutItem: The action the user chose.
    ///   - completionHandler: Call once with whether the service performed it.
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
}

/// A ``ShortcutItemService`` written with `async`: return whether the service performed the action.
///
/// ```swift
/// final class ComposeShortcutService: AsyncShortcutItemService {
///     func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem)
///         async -> Bool
///     {
///         guard shortcutItem.type == "compose" else { return false }
///         await router.showComposer()
///         return true
///     }
/// }
/// ```
@available(tvOS, unavailable)
public protocol AsyncShortcutItemService: ShortcutItemService {
    /// Performs a quick action and returns whether the service performed it.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - shortcutItem: The action the user chose.
    /// - Returns: `true` if the service performed the action.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool
}

@available(tvOS, unavailable)
extension AsyncShortcutItemService {
    /// Runs the `async` handler and passes its answer to `completionHandler`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - shortcutItem: The action the user chose.
    ///   - completionHandler: Called once with the answer.
    public func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        Task { completionHandler(await self.application(application, performActionFor: shortcutItem)) }
    }
}
