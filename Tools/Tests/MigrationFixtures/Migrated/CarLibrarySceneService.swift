import AppServices
import AppServicesCarPlay
import Foundation

#if canImport(UIKit)
import CarPlay
import UIKit
#else
import CarPlayHeadless
import UIKitHeadless
#endif

/// `CarLibrarySceneDelegate`'s CarPlay code, moved by `appservices migrate`; one for each CarPlay scene.
final class CarLibrarySceneService: CarPlayConnectService, CarPlayDisconnectService {
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        interfaceController.prefersDarkUserInterfaceStyle = true
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
    }
}
