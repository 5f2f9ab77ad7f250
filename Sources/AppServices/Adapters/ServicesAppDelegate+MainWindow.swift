import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// The app delegate's window follows the app's scenes (see `MainWindow`). UIKit posts
// `UIScene.willConnectNotification` after `scene(_:willConnectTo:options:)` (UIScene.h: the notifications
// follow the delegate calls), so whatever scene delegate the app has, SwiftUI's included, has made its own
// window by then, and the app delegate sees every scene without help from the scene delegate.
extension ServicesAppDelegate {
    /// Observes the connection and disconnection of this app's scenes on ``notificationCenter``.
    func observeScenesForMainWindow() {
        let center = notificationCenter
        let tokens = [
            center.addObserver(forName: UIScene.willConnectNotification, object: nil, queue: nil) {
                [weak self] notification in
                let scene = notification.object as? UIWindowScene
                MainActor.assumeIsolated {
                    guard let self, let scene, self.ownsScenes else { return }
                    self.mainWindow.sceneDidConnect(scene)
                }
            },
            center.addObserver(forName: UIScene.didDisconnectNotification, object: nil, queue: nil) {
                [weak self] notification in
                let scene = notification.object as? UIScene
                MainActor.assumeIsolated {
                    guard let self, let scene, self.ownsScenes else { return }
                    self.mainWindow.sceneDidDisconnect(scene)
                }
            },
        ]
        mainWindow.observers = NotificationObservers(center, tokens)
    }

    /// Whether the scenes being posted about are this delegate's: it is the delegate of the running app.
    private var ownsScenes: Bool { UIApplication.shared.delegate === self }
}
