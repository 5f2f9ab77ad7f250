import AppServices
import UIKit

final class SessionService: TerminationService {
    func applicationWillTerminate(_ application: UIApplication) {}
}

final class FraudAlerts: ActivationService {
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillResignActive(_ application: UIApplication) {}
}

final class FeatureFlags: DidFinishLaunchingService {
    let defaults: [String: Bool]

    init(defaults: [String: Bool]) {
        self.defaults = defaults
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}

final class SavingsGoals: MemoryWarningService {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
