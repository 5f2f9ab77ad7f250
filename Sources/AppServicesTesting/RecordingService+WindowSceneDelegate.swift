public import AppServices

#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

// The UIWindowSceneDelegate callbacks; the quick-action handler follows the service's completion policy.
#if !os(tvOS)
extension RecordingService: WindowSceneGeometryService, WindowSceneShortcutItemService {
    /// Records the call with the previous orientation.
    public func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        record(
            "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
            "\(previousInterfaceOrientation.rawValue)")
    }

    /// Records the call with the quick action's type and completes with ``Answers/performsShortcut``.
    public func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        record(
            "windowScene:performActionForShortcutItem:completionHandler:", shortcutItem.type,
            completing: completionHandler
        ) { $0.performsShortcut }
    }
}
#endif

extension RecordingService: WindowSceneCloudKitShareService {
    /// Records the call with the share's container.
    public func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        record("windowScene:userDidAcceptCloudKitShareWithMetadata:", cloudKitShareMetadata.containerIdentifier)
    }
}
