import Foundation
import UIKitHeadless

// The UISceneDelegate, UIWindowSceneDelegate and UNUserNotificationCenterDelegate callbacks, delivered to
// the connected scene's delegate and to the notification-center delegate launching installed.
extension ForwardingPath {
    /// A path that delivers `selector` to the connected scene's delegate.
    static func scene(
        _ selector: String,
        _ call: @escaping @MainActor (UIWindowScene, any UISceneDelegate) -> Void
    ) -> (String, ForwardingPath) {
        (selector, ForwardingPath { try $0.scene(selector, call) })
    }

    /// A path that delivers `selector` to the connected scene's delegate as a window-scene delegate.
    static func windowScene(
        _ selector: String,
        _ call: @escaping @MainActor (UIWindowScene, any UIWindowSceneDelegate) -> Void
    ) -> (String, ForwardingPath) {
        (selector, ForwardingPath { try $0.windowScene(selector, call) })
    }

    static let scenePaths: [String: ForwardingPath] = Dictionary(
        uniqueKeysWithValues: [
            (
                "scene:willConnectToSession:options:",
                ForwardingPath { stage in
                    let options = try stage.connectionOptions()
                    try stage.scene("scene:willConnectToSession:options:") {
                        $1.scene($0, willConnectTo: $0.session, options: options)
                    }
                }
            ),
            scene("sceneDidDisconnect:") { $1.sceneDidDisconnect($0) },
            scene("sceneDidBecomeActive:") { $1.sceneDidBecomeActive($0) },
            scene("sceneWillResignActive:") { $1.sceneWillResignActive($0) },
            scene("sceneWillEnterForeground:") { $1.sceneWillEnterForeground($0) },
            scene("sceneDidEnterBackground:") { $1.sceneDidEnterBackground($0) },
            scene("scene:openURLContexts:") { $1.scene($0, openURLContexts: []) },
            scene("stateRestorationActivityForScene:") { _ = $1.stateRestorationActivity(for: $0) },
            scene("scene:restoreInteractionStateWithUserActivity:") {
                $1.scene($0, restoreInteractionStateWith: CoverageFixtures.activity)
            },
            scene("scene:willContinueUserActivityWithType:") {
                $1.scene($0, willContinueUserActivityWithType: "demo.coverage")
            },
            scene("scene:continueUserActivity:") { $1.scene($0, continue: CoverageFixtures.activity) },
            scene("scene:didFailToContinueUserActivityWithType:error:") {
                $1.scene($0, didFailToContinueUserActivityWithType: "demo.coverage", error: CoverageFixtures.error)
            },
            scene("scene:didUpdateUserActivity:") { $1.scene($0, didUpdate: CoverageFixtures.activity) },
            windowScene("windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:") {
                $1.windowScene(
                    $0, didUpdate: CoverageCoordinateSpace(), interfaceOrientation: .portrait,
                    traitCollection: UITraitCollection())
            },
            windowScene("windowScene:didUpdateEffectiveGeometry:") {
                $1.windowScene($0, didUpdateEffectiveGeometry: $0.effectiveGeometry)
            },
            windowScene("supportedInterfaceOrientationsForWindowScene:") {
                _ = $1.supportedInterfaceOrientations(for: $0)
            },
            windowScene("windowScene:performActionForShortcutItem:completionHandler:") {
                $1.windowScene($0, performActionFor: UIApplicationShortcutItem(type: "compose", localizedTitle: "New"))
                {
                    _ in
                }
            },
            windowScene("windowScene:userDidAcceptCloudKitShareWithMetadata:") {
                $1.windowScene($0, userDidAcceptCloudKitShareWith: CKShare.Metadata(containerIdentifier: "iCloud.demo"))
            },
            windowScene("preferredWindowingControlStyleForScene:") { _ = $1.preferredWindowingControlStyle(for: $0) },
            (
                "userNotificationCenter:willPresentNotification:withCompletionHandler:",
                ForwardingPath { $0.system.presentNotification(CoverageFixtures.notification()) }
            ),
            (
                "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                ForwardingPath {
                    $0.system.respondToNotification(
                        UNNotificationResponse(notification: CoverageFixtures.notification()))
                }
            ),
            (
                "userNotificationCenter:openSettingsForNotification:",
                ForwardingPath { $0.system.openNotificationSettings(for: nil) }
            ),
        ])
}
