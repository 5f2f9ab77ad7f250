import AppServices
import FirebaseMessaging
import UIKit

final class PushTokens: DeviceTokenService {
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        print(deviceToken.count)
    }
}

final class Campaigns: LaunchTaskProviding {
    private var braze: Braze?

    init() {
        OneSignal.initialize("app-id", withLaunchOptions: nil)
    }

    var launchTasks: [LaunchTask] {
        [
            LaunchTask("braze.configure") { [self] in
                braze = Braze(configuration: Braze.Configuration(apiKey: "key", endpoint: "endpoint"))
            }
        ]
    }
}

final class PushRegistration: LaunchTaskProviding {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("push.register", executor: .mainActor) {
                UIApplication.shared.registerForRemoteNotifications()
            }
        ]
    }
}
