import UIKit

/// Hides the balances while the app is in the app switcher.
final class BalanceCover {
    private let window = UIWindow()

    func show() {
        window.rootViewController = UIViewController()
        window.isHidden = false
    }
}
