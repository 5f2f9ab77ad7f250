import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The scene delegate `appservices migrate --adopt-scenes` added for `BrowserAppDelegate`: the Info.plist's
/// scene configuration names it, and it delivers each scene's callbacks to the app's services.
final class BrowserAppSceneDelegate: ServicesSceneDelegate {}
