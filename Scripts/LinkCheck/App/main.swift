// The app the link check links: what adopters write, each kind of service once.
import AppServices
import Foundation
import LinkCheckKit
import UIKit
import UserNotifications

@section("__DATA,__appservices") @used
let selfRegistrationRecord: SelfRegistrationRecord = registerSelfRegisteredServices

func registerSelfRegisteredServices() {
    SelfRegistrar.current.register(ServiceEntry("link-check.self-registered") { _ in SelfRegistered() })
}

final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] {
        [
            CrashReporting(), PushTokens(), Cache<String>(), Cache<NSObject>(), SyncEngine(),
            NotificationCenterDelegateService(wrapping: PushSDKDelegate()),
            WrappedAppDelegateService(OldAppDelegate()),
        ]
    }

    override var registrationPlan: RegistrationPlan? {
        get throws {
            let catalog = ServiceCatalog()
            try catalog.registerSelfRegisteredEntries()
            return try catalog.plan(for: nil)
        }
    }
}

final class SceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
    func sceneServices(for session: UISceneSession) -> [any ApplicationService] { [WindowCoordinator()] }
}

_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
