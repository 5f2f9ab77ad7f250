import AppServices
import UIKit

@main
final class AppDelegate: ServicesAppDelegate {}
