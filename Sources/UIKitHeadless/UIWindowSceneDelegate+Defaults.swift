import Foundation

// The defaults that stand in for `@objc optional` off Apple platforms (see UIApplicationDelegate+Defaults).
extension UIWindowSceneDelegate {
    /// The default: `returns nil and ignores assignments`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// The default: does nothing.
    @available(tvOS, unavailable)
    public func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
    }

    /// The default: `completionHandler(false)`.
    @available(tvOS, unavailable)
    public func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }

    /// The default: does nothing.
    public func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
    }
}
