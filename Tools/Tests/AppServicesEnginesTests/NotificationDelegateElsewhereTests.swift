import Foundation
import Testing

@testable import AppServicesEngines

/// The notification center's delegate set outside the moved code (#47 item 3).
///
/// In another file of the app, through a name bound to the current center, to the app delegate: the plan lists
/// it and says to delete it, not to adopt `UNUserNotificationCenterDelegate` again, which would replace the
/// library's delegate.
@Suite struct NotificationDelegateElsewhereTests {
    private let appDelegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
            func userNotificationCenter(
                _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                withCompletionHandler completionHandler: @escaping () -> Void
            ) {
                completionHandler()
            }
        }

        """

    private let permissions = """
        final class NotificationPermissions {
            func ask() {
                let center = UNUserNotificationCenter.current()
                center.delegate = UIApplication.shared.delegate as! AppDelegate
                center.requestAuthorization(options: [.alert]) { _, _ in }
            }

            func handOver(to router: PushRouter) {
                let current = UNUserNotificationCenter.current()
                current.delegate = router
            }
        }

        """

    private func plan() throws -> MigrationPlan {
        var migration = try Migration(files: [("AppDelegate.swift", appDelegate)])
        migration.otherSources = OtherSources(files: [("NotificationPermissions.swift", permissions)])
        return try migration.plan()
    }

    @Test func theAppDelegateMadeTheCentersDelegateInAnotherFileIsListedWithWhatToDo() throws {
        let note = try #require(try plan().notes.first { $0.position == "NotificationPermissions.swift:4" })
        #expect(note.message.contains("makes the app delegate the notification center's delegate: delete it"))
        #expect(note.message.contains("adopting UNUserNotificationCenterDelegate again"))
    }

    @Test func anotherObjectMadeTheBoundCentersDelegateIsListedAsAReplacement() throws {
        let note = try #require(try plan().notes.first { $0.position == "NotificationPermissions.swift:10" })
        #expect(note.message.contains("`current.delegate = router` replaces the notification center's delegate"))
    }
}
