#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that adapts to a window scene's size, orientation or traits changing.
///
/// Every adopter is told, in service order. UIKit always calls it when a window scene moves between screens.
@available(tvOS, unavailable)
public protocol WindowSceneGeometryService: ApplicationService {
    /// Tells the service that the scene's coordinate space, orientation or traits changed.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - previousCoordinateSpace: The coordinate space before the change.
    ///   - previousInterfaceOrientation: The orientation before the change.
    ///   - previousTraitCollection: The traits before the change.
    func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    )
}

/// A service that performs Home Screen quick actions while a window scene is connected.
///
/// Every adopter gets its own completion handler and must call it once, with `true` if it handled the
/// action. The system's handler is called exactly once: when all services answered, or at
/// ``DispatchDeadlines/shortcutItem``, with `true` if any service answered `true` (`false` with no
/// service). Quick actions that launch the app arrive in the connection options instead. Write the
/// handler with `async` by adopting ``AsyncWindowSceneShortcutItemService``.
@available(tvOS, unavailable)
public protocol WindowSceneShortcutItemService: ApplicationService {
    /// Asks the service to perform a quick action.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - shortcutItem: The action the user chose; filter on its `type`.
    ///   - completionHandler: Call once with whether the service handled the action.
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
}

/// A ``WindowSceneShortcutItemService`` written with `async`: return whether it handled the action.
///
/// ```swift
/// final class ComposeShortcut: AsyncWindowSceneShortcutItemService {
///     func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)
///         async -> Bool
///     {
///         guard shortcutItem.type == "compose" else { return false }
///         await composer.open()
///         return true
///     }
/// }
/// ```
@available(tvOS, unavailable)
public protocol AsyncWindowSceneShortcutItemService: WindowSceneShortcutItemService {
    /// Performs a quick action and returns whether the service handled it.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - shortcutItem: The action the user chose.
    /// - Returns: Whether the service handled the action.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool
}

@available(tvOS, unavailable)
extension AsyncWindowSceneShortcutItemService {
    /// Runs the `async` method and passes its answer to `completionHandler`.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - shortcutItem: The action the user chose.
    ///   - completionHandler: Called once with the answer.
    public func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        Task { completionHandler(await self.windowScene(windowScene, performActionFor: shortcutItem)) }
    }
}

/// A service that opens CloudKit shares the user accepted while a window scene is connected.
///
/// Every adopter is told, in service order; each acts only on the containers it owns (filter on
/// `containerIdentifier`).
public protocol WindowSceneCloudKitShareService: ApplicationService {
    /// Tells the service that the user accepted a CloudKit share.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - cloudKitShareMetadata: The share's metadata.
    func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
}
