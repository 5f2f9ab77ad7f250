import UIKit

@objc(RDPrintSceneDelegate)
final class PrintSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
