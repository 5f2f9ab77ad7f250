#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesSceneDelegate {
    #if !os(tvOS)
    /// Forwards to ``ServiceHost/windowScene(_:didUpdate:interfaceOrientation:traitCollection:)``.
    public func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        host?.windowScene(
            windowScene,
            didUpdate: previousCoordinateSpace,
            interfaceOrientation: previousInterfaceOrientation,
            traitCollection: previousTraitCollection
        )
    }

    /// Forwards to ``ServiceHost/windowScene(_:performActionFor:completionHandler:)``; without a host the
    /// action is not handled.
    public func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard let host else { return completionHandler(false) }
        host.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
    }
    #endif

    /// Forwards to ``ServiceHost/windowScene(_:userDidAcceptCloudKitShareWith:)``.
    public func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        host?.windowScene(windowScene, userDidAcceptCloudKitShareWith: cloudKitShareMetadata)
    }
}
