import AppServices
import UIKit

@main
final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [LedgerConnectionLog()] }
}
