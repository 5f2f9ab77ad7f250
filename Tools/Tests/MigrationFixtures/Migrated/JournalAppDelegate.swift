import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The journal app's delegate before the migration: an app without scenes whose entries every feature uses.
final class JournalAppDelegate: ServicesAppDelegate {
    /// When the app launched, for the support screen; no delegate method reads it.
    let launchDate = Date()

    override init() {
        super.init()
        FixtureTrace.record("delegate: init")
    }

    override var services: [any ApplicationService] {
        [JournalAppLaunchService(), JournalAppApplicationLifecycleAndURLOpeningAndQuickActionsService()]
    }
}

/// Code elsewhere in the app that reaches the delegate through `UIApplication`, as apps do.
@MainActor
enum JournalSupport {
    /// When the app launched, as the support screen shows it.
    static var launchDate: Date? {
        (UIApplication.shared.delegate as? JournalAppDelegate)?.launchDate
    }
}
