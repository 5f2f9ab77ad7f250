import UIKit

final class ScreenLock {
    private var cover: UIWindow?

    func show() {
        cover = UIWindow()
        cover?.makeKeyAndVisible()
    }
}

final class PrivacyWindow: UIWindow {}

final class PrivacyCover {
    private var window: UIWindow?

    func show() {
        window = PrivacyWindow(frame: UIScreen.main.bounds)
        window?.isHidden = false
    }
}
