import AppServices
import FirebaseAuth
import FirebaseMessaging
import UIKit

final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [Topics(), PhoneLogin()] }
}

final class Topics: DidFinishLaunchingService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Messaging.messaging().subscribe(toTopic: "news")
        return true
    }
}

final class PhoneLogin: DidFinishLaunchingService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Auth.auth().setAPNSToken(Data(), type: .unknown)
        PhoneAuthProvider.provider().verifyPhoneNumber("+15550100", uiDelegate: nil) { _, _ in }
        return true
    }
}
