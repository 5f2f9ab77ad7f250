import Foundation
import Testing

@testable import AppServicesEngines

/// A member the delegate keeps, because its own `init()`, `deinit` or other kept code uses it, while code that
/// moves to a service uses it too (`Tools/RealAppCorpus.md`, N6 and the Zotero shape): the plan names each such use
/// with its line, since the moved code cannot reach the member and the output does not compile until it does.
@Suite struct DelegateOwnedMemberTests {
    @Test func aMemberBuiltInInitAndUsedByMovedCodeIsNamedAtEachUse() throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    let store: Store
                    var badge = 0

                    override init() {
                        store = Store()
                        super.init()
                    }

                    deinit { store.close() }

                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        store.load()
                        return true
                    }

                    func applicationDidEnterBackground(_ application: UIApplication) {
                        badge += 1
                        self.store.save()
                    }
                }

                """
            ))
        let unreachable = migrated.notes.filter { $0.contains("cannot reach") }
        #expect(
            unreachable.map { String($0.prefix { $0 != " " }) } == [
                "AppDelegate.swift:16:", "AppDelegate.swift:22:",
            ], "\(migrated.notes)")
        #expect(unreachable.allSatisfy { $0.contains("`store`") && $0.contains("does not compile until") })
        #expect(unreachable.first?.contains("init, deinit") == true)
        #expect(
            migrated.plan.files.contains { $0.name.hasSuffix("Service.swift") && $0.text.contains("var badge = 0") },
            "a member only moved code uses still moves")
    }
}
