import Foundation
import Testing

@testable import AppServicesEngines

/// Code outside the delegate that calls members `migrate` moves to services, through a helper that returns the
/// delegate, a cast of `UIApplication.shared.delegate`, or a variable holding it (`Tools/RealAppCorpus.md`, N12):
/// with `--sources`, each call site is named with its file and line (the delegate forwards the member, see
/// `MovedMemberForwardingTests`); without, the plan says how to find them.
@Suite struct MovedMemberCallSiteTests {
    static let delegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {
                refreshBadge()
            }

            func refreshBadge() {}
        }

        extension NSObject {
            func appDelegate() -> AppDelegate? { UIApplication.shared.delegate as? AppDelegate }
        }

        """

    static let settings = """
        final class SettingsScreen: NSObject {
            func save(badge: Badge) {
                appDelegate()?.refreshBadge()
                (UIApplication.shared.delegate as? AppDelegate)?.refreshBadge()
                let delegate = UIApplication.shared.delegate as! AppDelegate
                delegate.refreshBadge()
                badge.refreshBadge()
            }
        }

        """

    @Test func withOtherSourcesEachCallOfAMovedMemberOnTheDelegateIsNamed() throws {
        var migration = try Migration(files: [("AppDelegate.swift", Self.delegate)])
        migration.otherSources = OtherSources(files: [("Screens/Settings.swift", Self.settings)])
        let notes = try migration.plan().notes.filter { $0.position.hasPrefix("Screens/Settings.swift") }
        #expect(
            notes.map(\.position) == [
                "Screens/Settings.swift:3", "Screens/Settings.swift:4", "Screens/Settings.swift:6",
            ])
        #expect(
            notes.allSatisfy {
                $0.message.contains("`refreshBadge`") && $0.message.contains("AppApplicationLifecycleService")
                    && $0.message.contains("AppDelegate forwards it there")
            })
    }

    @Test func withoutOtherSourcesThePlanSaysHowToFindTheCalls() throws {
        let migrated = try MigratedSource(("AppDelegate.swift", Self.delegate))
        let note = migrated.notes.first { $0.contains("--sources") }
        #expect(note?.hasPrefix("AppDelegate.swift:1: ") == true, "\(migrated.notes)")
        #expect(note?.contains("refreshBadge") == true)
    }

    @Test func anOtherSourceThatDoesNotParseIsSkippedWithANote() throws {
        var migration = try Migration(files: [("AppDelegate.swift", Self.delegate)])
        migration.otherSources = OtherSources(files: [("Broken.swift", "func broken( {\n")])
        let notes = try migration.plan().notes.filter { $0.position.hasPrefix("Broken.swift") }
        #expect(notes.count == 1 && notes[0].message.contains("does not parse"))
    }
}
