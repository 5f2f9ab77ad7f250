import UIKit

/// Covers each window the app shows with the passcode screen.
final class PasscodeLock {
    static let shared = PasscodeLock()

    private var covers: [UIWindow] = []
    private let banner = UIWindow(frame: .zero)

    func watch(_ window: UIWindow) {
        let cover: UIWindow
        if let scene = window.windowScene {
            cover = UIWindow(windowScene: scene)
        } else {
            cover = UIWindow(frame: window.bounds)
        }
        cover.windowLevel = .statusBar
        cover.rootViewController = UIViewController()
        cover.makeKeyAndVisible()
        covers.append(cover)
    }

    func showSnapshot(over window: UIWindow) {
        let snapshot = window.windowScene.flatMap(UIWindow.init) ?? UIWindow(frame: window.frame)
        snapshot.makeKeyAndVisible()
        covers.append(snapshot)
    }

    func showBadge(over window: UIWindow) {
        let badge = UIWindow()
        badge.windowScene = window.windowScene
        badge.makeKeyAndVisible()
        covers.append(badge)
    }

    func showBanner() {
        banner.isHidden = false
    }

    static func newWindow() -> UIWindow {
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            return UIWindow(windowScene: scene)
        }
        return UIWindow(frame: UIScreen.main.bounds)
    }
}
