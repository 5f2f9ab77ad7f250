import AirshipCore
import AppServices
import FirebaseCore
import SwiftUI

@main
struct ShopApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    init() {
        FirebaseApp.configure()
    }

    var body: some Scene {
        WindowGroup { Text("Shop") }
    }
}

final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [PushTokens(), Campaigns(), PushRegistration()] }

    override var registrationPlan: RegistrationPlan? {
        get throws {
            try Airship.takeOff(AirshipConfig())
            return nil
        }
    }
}
