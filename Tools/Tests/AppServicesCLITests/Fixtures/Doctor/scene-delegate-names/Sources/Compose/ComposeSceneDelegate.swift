import UIKit

final class ComposeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
