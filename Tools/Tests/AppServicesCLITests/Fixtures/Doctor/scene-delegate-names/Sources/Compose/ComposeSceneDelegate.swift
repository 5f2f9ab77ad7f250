import UIKit

public final class ComposeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
}
