import Testing

@testable import AppServicesEngines

/// Output that did not compile while the plan said nothing (issue #47, item 5): each case now compiles, or the
/// plan names the place with its file and line.
@Suite struct SilentCompileFailureTests {
    @Test func keptCodeReachingAMovedPrivatePropertyThroughAStaticInstanceReachesItsForwarder() throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var current: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }
                    private var journal: Journal = Journal()

                    func applicationDidBecomeActive(_ application: UIApplication) { journal.write("active") }

                    static func flushJournal() { current?.journal.flush() }
                }

                """
            ))
        let delegate = migrated.file("AppDelegate.swift")
        #expect(
            delegate.contains(
                "    private var journal: Journal {\n        get { appApplicationLifecycleService.journal }\n"
                    + "        set { appApplicationLifecycleService.journal = newValue }\n    }"), "\(delegate)")
        #expect(migrated.file("AppApplicationLifecycleService.swift").contains("    var journal: Journal = Journal()"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("AppDelegate.swift:7: `current?.journal` calls `journal` on AppDelegate")
                    && $0.contains("AppDelegate forwards it there")
            })
    }
}
