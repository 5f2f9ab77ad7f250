import AppServices
import FirebaseAuth
import UIKit

final class PhoneSignIn: URLOpeningService {
    func start() {
        PhoneAuthProvider.provider().verifyPhoneNumber("+15550100", uiDelegate: nil) { _, _ in }
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        Auth.auth().canHandle(url)
    }
}
