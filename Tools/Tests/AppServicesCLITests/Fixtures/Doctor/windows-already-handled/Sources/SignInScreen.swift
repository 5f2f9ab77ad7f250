import AuthenticationServices
import UIKit

/// Signs in with Apple, anchored in the screen's window.
final class SignInScreen: UIViewController, ASAuthorizationControllerPresentationContextProviding {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        view.window ?? UIWindow()
    }
}
