import AppServices
import FirebaseCore
import FirebaseMessaging
import UIKit

@main
final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [FirebaseSetup(), PushRegistration()] }
}

final class FirebaseSetup: LaunchTaskProviding {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("firebase.configure", phase: .didFinishLaunching, executor: .mainActor) {
                FirebaseApp.configure()
            }
        ]
    }
}

final class PushRegistration: LaunchTaskProviding {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("push.permission", dependsOn: ["firebase.configure"], executor: .mainActor) {
                print("asked")
            },
            LaunchTask("push.register", dependsOn: ["push.permission"], executor: .mainActor) {
                UIApplication.shared.registerForRemoteNotifications()
            },
        ]
    }
}
