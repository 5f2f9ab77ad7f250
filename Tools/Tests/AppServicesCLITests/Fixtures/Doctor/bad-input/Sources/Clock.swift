import AppServices
import UIKit

final class Clock: SignificantTimeChangeService {
    func applicationSignificantTimeChange(_ application: UIApplication) {}
}
