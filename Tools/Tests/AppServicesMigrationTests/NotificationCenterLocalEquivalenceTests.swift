#if !canImport(UIKit)
import AppServices
import Foundation
import MigrationFixtureSupport
@testable import MigrationOriginals
@testable import MigrationResults
import Testing
import UIKitHeadless

extension MigrationScenario.App {
    /// The alarm app, which makes its delegate the notification center's through a local holding the center.
    static let alarm = MigrationScenario.App(
        original: { MigrationOriginals.AlarmAppDelegate() }, migrated: { MigrationResults.AlarmAppDelegate() })
}

/// `center.delegate = self`, `center` holding `UNUserNotificationCenter.current()`, is removed from the moved launch
/// code as `UNUserNotificationCenter.current().delegate = self` is: the library's notification-center delegate
/// stays installed and dispatches to the service the callbacks moved to, so an alarm is presented as before.
struct NotificationCenterLocalEquivalenceTests {
    static let scenarios: [MigrationScenario] = [
        MigrationScenario(app: .alarm, name: "an alarm rings while the app is open") { system in
            let launch = try system.launch()
            try system.activate()
            let request = UNNotificationRequest(identifier: "wake", content: UNNotificationContent(), trigger: nil)
            let presented = system.presentNotification(UNNotification(request: request))
            return ["launch \(launch.handled)", "presented \(presented?.values.map(\.rawValue) ?? [])"]
        }
    ]

    @Test(arguments: scenarios)
    @MainActor
    func theAlarmIsPresentedAsBefore(_ scenario: MigrationScenario) throws {
        let original = try scenario.runOriginal()
        let migrated = try scenario.runMigrated()
        #expect(original.trace == ["launch: alarms set", "alarm: present wake"])
        #expect(migrated == original)
    }
}
#endif
