import AppServices
import UIKit

protocol ForegroundTracking: ActivationService {}

final class AnalyticsService {
    let sampleRate: Double

    init(sampleRate: Double) {
        self.sampleRate = sampleRate
    }
}

extension AnalyticsService: ForegroundTracking {
    func applicationDidBecomeActive(_ application: UIApplication) { print("active", sampleRate) }
    func applicationWillResignActive(_ application: UIApplication) { print("inactive") }
}
