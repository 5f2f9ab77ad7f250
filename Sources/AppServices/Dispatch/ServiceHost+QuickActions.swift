#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Quick actions of an app without scenes: every service is asked with its own completion; the system's
// completion is called once with `true` if any service performed the action, `false` with none.
extension ServiceHost {
    /// Asks every ``ShortcutItemService`` to perform a quick action, each with its own completion, and calls
    /// `completionHandler` exactly once with `true` if any service answered `true`.
    ///
    /// The system's handler is called when every service has answered, or at
    /// ``DispatchDeadlines/shortcutItem`` with the answers so far; with no service, at once with `false`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - shortcutItem: The action the user chose.
    ///   - completionHandler: The system's handler.
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        aggregate(
            Self.performActionForShortcutItem,
            participants((any ShortcutItemService).self),
            deadline: deadlines.shortcutItem,
            merge: { answers in answers.contains(true) },
            systemCompletion: completionHandler
        ) { service, completion in
            service.application(application, performActionFor: shortcutItem, completionHandler: completion)
        }
    }

    fileprivate nonisolated static let performActionForShortcutItem =
        "application:performActionForShortcutItem:completionHandler:"
}

extension DelegateSelectorTable {
    #if os(tvOS)
    static let quickActionRows: [Row] = []
    #else
    static let quickActionRows: [Row] = [
        row(ServiceHost.performActionForShortcutItem, .application, (any ShortcutItemService).self)
    ]
    #endif
}
