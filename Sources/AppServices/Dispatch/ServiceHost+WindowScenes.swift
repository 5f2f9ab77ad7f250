#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

// Window-scene callbacks. Geometry changes and accepted CloudKit shares are broadcast in order. A quick
// action gives each service its own completion and answers the system once, at the latest at the deadline,
// with `true` if any service handled it.
extension ServiceHost {
    /// Tells every ``WindowSceneGeometryService`` that the scene's geometry or traits changed, in order.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - previousCoordinateSpace: The coordinate space before the change.
    ///   - previousInterfaceOrientation: The orientation before the change.
    ///   - previousTraitCollection: The traits before the change.
    @available(tvOS, unavailable)
    public func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        broadcast(Self.windowSceneGeometry, to: (any WindowSceneGeometryService).self) {
            $0.windowScene(
                windowScene,
                didUpdate: previousCoordinateSpace,
                interfaceOrientation: previousInterfaceOrientation,
                traitCollection: previousTraitCollection
            )
        }
    }

    /// Gives every ``WindowSceneShortcutItemService`` the quick action and its own completion, and calls
    /// `completionHandler` exactly once with `true` if any service handled it.
    ///
    /// With no service the handler is called at once with `false`; a service that does not answer by
    /// ``DispatchDeadlines/shortcutItem`` is reported and left out.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - shortcutItem: The action the user chose.
    ///   - completionHandler: The system's handler.
    @available(tvOS, unavailable)
    public func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        aggregate(
            Self.windowSceneShortcutItem,
            participants((any WindowSceneShortcutItemService).self),
            deadline: deadlines.shortcutItem,
            merge: { answers in answers.contains(true) },
            systemCompletion: completionHandler
        ) { service, completion in
            service.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completion)
        }
    }

    /// Tells every ``WindowSceneCloudKitShareService`` that the user accepted a CloudKit share, in order.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - cloudKitShareMetadata: The share's metadata.
    public func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        broadcast(Self.windowSceneCloudKitShare, to: (any WindowSceneCloudKitShareService).self) {
            $0.windowScene(windowScene, userDidAcceptCloudKitShareWith: cloudKitShareMetadata)
        }
    }

    nonisolated static let windowSceneGeometry =
        "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:"
    nonisolated static let windowSceneShortcutItem = "windowScene:performActionForShortcutItem:completionHandler:"
    nonisolated static let windowSceneCloudKitShare = "windowScene:userDidAcceptCloudKitShareWithMetadata:"
}

extension DelegateSelectorTable {
    static let windowSceneRows: [Row] =
        [row(ServiceHost.windowSceneCloudKitShare, .windowScene, (any WindowSceneCloudKitShareService).self)]
        + windowSceneRowsUnavailableOnTVOS

    #if os(tvOS)
    private static let windowSceneRowsUnavailableOnTVOS: [Row] = []
    #else
    private static let windowSceneRowsUnavailableOnTVOS: [Row] = [
        row(ServiceHost.windowSceneGeometry, .windowScene, (any WindowSceneGeometryService).self),
        row(ServiceHost.windowSceneShortcutItem, .windowScene, (any WindowSceneShortcutItemService).self),
    ]
    #endif
}
