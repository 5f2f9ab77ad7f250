import AppServices
import OneSignalFramework

final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [OneSignalSetup()] }
}

final class OneSignalSetup: LaunchTaskProviding {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("onesignal.initialize", phase: .willFinishLaunching, executor: .mainActor) {
                OneSignal.initialize("app-id", withLaunchOptions: nil)
            }
        ]
    }
}
