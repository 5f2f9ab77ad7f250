import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The ledger app's delegate before the migration, on the app delegate's life cycle, with the window code real
/// delegates have: the window built in a helper of `application(_:willFinishLaunchingWithOptions:)`, read later
/// by a crash reporter's closure, by members (one that stays in the delegate) and by another type through
/// `UIApplication.shared.delegate`, and a second window that covers the screen while the app is inactive.
final class LedgerAppDelegate: ServicesAppDelegate {
    /// The name of the screen on show, for support requests: no delegate method uses it, other types do.
    var currentScreenName: String { window?.rootViewController is LedgerHomeViewController ? "home" : "none" }

    override var services: [any ApplicationService] {
        [LedgerAppLaunchAndApplicationLifecycleAndURLOpeningService()]
    }
}

/// The ledger's first screen.
final class LedgerHomeViewController: UIViewController {}

/// Another type that reads the app delegate's window, as real apps' screens and analytics do.
@MainActor
enum LedgerScreens {
    /// Whether the app delegate's window shows the ledger's home screen.
    static var showsHome: Bool {
        (UIApplication.shared.delegate as? LedgerAppDelegate)?.window?.rootViewController is LedgerHomeViewController
    }

    /// The app delegate's name for the screen on show.
    static var currentScreenName: String? { (UIApplication.shared.delegate as? LedgerAppDelegate)?.currentScreenName }
}

/// A crash reporter's setup: it keeps a closure that tells, when a crash is reported, whether the home screen
/// was on show.
@MainActor
enum CrashLog {
    /// The closure given to ``start(homeOnShow:)``.
    static var homeOnShow: (() -> Bool)?

    /// Starts reporting.
    static func start(homeOnShow: @escaping () -> Bool) {
        self.homeOnShow = homeOnShow
        FixtureTrace.record("crash log: started")
    }
}
