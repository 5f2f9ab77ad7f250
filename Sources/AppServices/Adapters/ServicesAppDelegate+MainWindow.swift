import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// The app delegate's window follows the app's scenes (see `MainWindow`), which it sees through their
// notifications, so whatever scene delegate the app has, SwiftUI's included, needs no help from it. Apple's
// documentation gives no order between `UIScene.willConnectNotification` and `scene(_:willConnectTo:options:)`,
// where a scene delegate makes its own window: the window moves in at the notification if the scene has none
// yet, and back out when the scene enters the foreground with a window of its own delegate's.
extension ServicesAppDelegate {
    /// Observes the connection, the first foreground and the disconnection of this app's scenes on
    /// ``notificationCenter``.
    func observeScenesForMainWindow() {
        let tokens = [
            observeScenes(UIScene.willConnectNotification) { window, scene in
                if let scene = scene as? UIWindowScene { window.sceneDidConnect(scene) }
            },
            observeScenes(UIScene.willEnterForegroundNotification) { $0.sceneWillEnterForeground($1) },
            observeScenes(UIScene.didDisconnectNotification) { $0.sceneDidDisconnect($1) },
        ]
        mainWindow.observers = NotificationObservers(notificationCenter, tokens)
    }

    /// Passes the scene of each `name` notification of this app to `handle`, with the main window.
    private func observeScenes(
        _ name: Notification.Name, _ handle: @escaping @MainActor (MainWindow, UIScene) -> Void
    ) -> any NSObjectProtocol {
        notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            let scene = notification.object as? UIScene
            MainActor.assumeIsolated {
                guard let self, let scene, self.ownsScenes else { return }
                handle(self.mainWindow, scene)
            }
        }
    }

    /// Whether the scenes being posted about are this delegate's: it is the delegate of the running app.
    private var ownsScenes: Bool { UIApplication.shared.delegate === self }
}
