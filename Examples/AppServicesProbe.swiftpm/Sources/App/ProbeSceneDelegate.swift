import AppServices
import AppServicesDeviceProbe
import Foundation
import UIKit

/// The probe's scene delegate, named in the Info.plist's scene manifest (`@objc` keeps the name the
/// manifest spells): the recording delegate, plus the probe's window on the device and on an external display.
@objc(ProbeSceneDelegate)
final class ProbeSceneDelegate: ProbeRecordingSceneDelegate {
    override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        super.scene(scene, willConnectTo: session, options: connectionOptions)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        if session.role == .windowApplication {
            window.rootViewController = UINavigationController(rootViewController: ProbeViewController())
        } else {
            let label = UILabel()
            label.text = "AppServices probe: \(session.role.rawValue)"
            label.textAlignment = .center
            let controller = UIViewController()
            controller.view = label
            window.rootViewController = controller
        }
        self.window = window
        window.makeKeyAndVisible()
    }
}
