import UIKit

/// The app's hand-written scene delegate, from before AppServices.
final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
