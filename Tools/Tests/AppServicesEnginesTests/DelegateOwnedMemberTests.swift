import Foundation
import Testing

@testable import AppServicesEngines

/// A member the delegate keeps, because its own `init()`, `deinit` or other kept code uses it, while code that
/// moves to a service uses it too (`Tools/RealAppCorpus.md`, N6 and the Zotero shape): the service is created with
/// the delegate and reaches the member there under its name, and the plan names each use as a to-do; where that
/// member cannot be declared in the service, each use is named as a place that does not compile.
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
        let reached = migrated.notes.filter { $0.contains("reaches it through AppDelegate") }
        #expect(
            reached.map { String($0.prefix { $0 != " " }) } == [
                "AppDelegate.swift:16:", "AppDelegate.swift:22:",
            ], "\(migrated.notes)")
        #expect(reached.allSatisfy { $0.contains("`store`") && !$0.contains("does not compile") })
        #expect(reached.first?.contains("init, deinit") == true)
        let services = migrated.plan.files.filter { $0.name.hasSuffix("Service.swift") }.map(\.text)
        #expect(services.contains { $0.contains("var badge = 0") }, "a member only moved code uses still moves")
        let launch = migrated.file("AppLaunchAndApplicationLifecycleService.swift")
        #expect(launch.contains("private unowned let appDelegate: AppDelegate"))
        #expect(launch.contains("init(appDelegate: AppDelegate) {\n        self.appDelegate = appDelegate\n    }"))
        #expect(launch.contains("var store: Store { appDelegate.store }"))
        #expect(
            migrated.file("AppDelegate.swift").contains("AppLaunchAndApplicationLifecycleService(appDelegate: self)"))
        #expect(migrated.file("AppDelegate.swift").contains("deinit { store.close() }"))
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func aPrivateMemberTheServiceReachesLosesItsPrivateAndOneWithoutAWrittenTypeStillDoesNotCompile() throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    private var store: Store
                    let cache = makeCache()

                    override init() {
                        store = Store()
                        super.init()
                        cache.warm()
                    }

                    func applicationDidEnterBackground(_ application: UIApplication) {
                        store.save()
                        cache.trim()
                    }
                }

                """
            ))
        let delegate = migrated.file("AppDelegate.swift")
        #expect(delegate.contains("    var store: Store\n") && !delegate.contains("private var store"))
        #expect(migrated.file("AppApplicationLifecycleService.swift").contains("private var store: Store {"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("AppDelegate.swift:13: ") && $0.contains("`cache`")
                    && $0.contains("does not compile until")
            }, "\(migrated.notes)")
    }
}
