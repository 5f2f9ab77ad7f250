import AppServices
import UIKit

final class Forecasts: ActivationService {
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillResignActive(_ application: UIApplication) {}
}
