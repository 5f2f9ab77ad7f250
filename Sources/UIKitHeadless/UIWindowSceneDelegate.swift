import Foundation

/// The replica of `UIWindowSceneDelegate` (iOS 13.0): a scene delegate for a scene with windows.
///
/// Declared in `UIWindowScene.h` of the iOS 17 and 18 SDKs: the `window` property and three methods.
/// Defaults in `UIWindowSceneDelegate+Defaults.swift` stand in for `optional`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
    /// Tells the delegate that the scene's size, orientation or traits changed.
    @available(tvOS, unavailable)
    func windowScene(
        _ windowScene: UIWindowScene,
        didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    )
    /// Asks the delegate to perform a Home Screen quick action while the scene is connected.
    @available(tvOS, unavailable)
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
    /// Tells the delegate that the user accepted a CloudKit share.
    func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
}
