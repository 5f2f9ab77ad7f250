import UIKit

final class ScreenLock {
    private var cover: UIWindow?

    func show() {
        cover = UIWindow()
        cover?.makeKeyAndVisible()
    }
}
