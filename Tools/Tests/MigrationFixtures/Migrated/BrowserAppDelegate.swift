import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The browser app's delegate before the migration, on the app delegate's life cycle: a lazy helper of another
/// type made with `.init()` (not a window), its window built in launch, and a helper that reads a launch option
/// key written in full from the options it is given.
final class BrowserAppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] {
        [BrowserAppLaunchService(), BrowserAppApplicationLifecycleService(), BrowserAppURLOpeningService()]
    }
}

/// The browser's first screen.
final class BrowserHomeViewController: UIViewController {}

/// The browser's home-screen quick actions, installed at launch.
@MainActor
final class BrowserShortcuts {
    /// Installs them.
    func install() {
        FixtureTrace.record("shortcuts installed")
    }
}
