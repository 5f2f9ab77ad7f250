import Foundation
import Testing

@testable import AppServicesEngines

/// The defects of issue #26 §3 found running `migrate` on real apps' delegates: declarations it skipped or
/// duplicated, and inheritance it misread.
@Suite struct MigrationDefectTests {
    @Test func aDelegateDeclaredInEachBranchOfAnIfMovesEveryBranchsMethodsUnderItsCondition() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                import UIKit

                #if os(iOS)
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }
                #else
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationWillTerminate(_ application: UIApplication) {}
                }
                #endif

                """
            ))
        #expect(
            migrated.plan.moves.map(\.method) == [
                "func applicationDidBecomeActive(_:)", "func applicationWillTerminate(_:)",
            ])
        #expect(
            migrated.file("App.swift").components(separatedBy: "class AppDelegate: ServicesAppDelegate {").count == 3)
        let service = migrated.file("AppApplicationLifecycleService.swift")
        #expect(service.contains("#if os(iOS)\n    func applicationDidBecomeActive"))
        #expect(service.contains("#if !(os(iOS))\n    func applicationWillTerminate"))
        #expect(service.contains("#if !(os(iOS))\nextension AppApplicationLifecycleService: TerminationService {}"))
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func aDelegateNestedInATopLevelIfIsMigrated() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                "#if canImport(UIKit)\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
                    + "    func applicationWillTerminate(_ application: UIApplication) {}\n}\n#endif\n"
            ))
        #expect(migrated.plan.moves.map(\.method) == ["func applicationWillTerminate(_:)"])
        #expect(migrated.file("App.swift").contains("#if canImport(UIKit)\nclass AppDelegate: ServicesAppDelegate {\n"))
        #expect(
            migrated.file("AppApplicationLifecycleService.swift").contains(
                "#if canImport(UIKit)\n    func applicationWillTerminate"))
    }

    @Test func theImportsOfTheIfThatHoldsADelegateGoWithItsMethodsUnderItsCondition() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                "#if os(iOS)\nimport UIKit\n\nclass AppDelegate: NSObject, UIApplicationDelegate {\n"
                    + "    func applicationWillTerminate(_ application: UIApplication) {}\n}\n#endif\n"
            ))
        #expect(
            migrated.file("AppApplicationLifecycleService.swift").hasPrefix(
                "import AppServices\n\n#if os(iOS)\nimport UIKit\n#endif\n\n"))
    }

    @Test func theAppsWindowInIfBranchesOfTheClassBodyIsRemovedAndReported() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    #if DEBUG
                    var window: UIWindow?
                    var debugMenu = true
                    #else
                    var window: UIWindow?
                    #endif

                    func applicationWillTerminate(_ application: UIApplication) {}
                }

                """
            ))
        let delegate = migrated.file("App.swift")
        #expect(!delegate.contains("var window"))
        #expect(delegate.contains("var debugMenu = true"))
        #expect(
            migrated.notes.contains(
                "App.swift:2: declaration: its `#if` branches' `var window` removed, ServicesAppDelegate declares `window`"
            ))
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func theOldSuperclassIsDroppedEvenQualified() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                "class AppDelegate: UIKit.UIResponder, UIApplicationDelegate, Sendable {\n"
                    + "    func applicationWillTerminate(_ application: UIApplication) {}\n}\n"
            ),
            (
                "Scene.swift",
                "class SceneDelegate: NSObject, UIWindowSceneDelegate, Sendable {\n"
                    + "    func sceneDidBecomeActive(_ scene: UIScene) {}\n}\n"
            ))
        #expect(
            migrated.file("App.swift").hasPrefix(
                "import AppServices\n\nclass AppDelegate: ServicesAppDelegate, Sendable {"))
        #expect(
            migrated.file("Scene.swift").contains(
                "class SceneDelegate: ServicesSceneDelegate, SceneServiceProvider, Sendable {"))
    }

    @Test(arguments: [
        "class AppDelegate: UIResponder, UIKit.UIApplicationDelegate {",
        "class AppDelegate: UIResponder & UIApplicationDelegate {",
        "typealias AppDelegating = UIResponder & UIKit.UIApplicationDelegate\n\nclass AppDelegate: AppDelegating {",
    ])
    func aQualifiedComposedOrAliasedConformanceMakesADelegate(_ declaration: String) throws {
        let migrated = try MigratedSource(
            ("App.swift", declaration + "\n    func applicationWillTerminate(_ application: UIApplication) {}\n}\n"))
        #expect(migrated.plan.moves.map(\.method) == ["func applicationWillTerminate(_:)"])
        #expect(migrated.file("App.swift").contains("class AppDelegate: ServicesAppDelegate {"))
    }

    @Test func theGeneratedContextAndSceneDoNotCollideWithTheMovedCodesNames() throws {
        let migrated = try MigratedSource(
            (
                "Scene.swift",
                """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var serviceContext = "analytics"
                    var callbackScene = 0

                    func sceneDidBecomeActive(_ scene: UIScene) {
                        window?.isHidden = serviceContext.isEmpty && callbackScene == 0
                    }
                }

                """
            ))
        let service = migrated.file("SceneScenesService.swift")
        #expect(service.contains("private var serviceContext2: ServiceContext?"))
        #expect(service.contains("private weak var callbackScene2: UIScene?"))
        #expect(service.contains("callbackScene2 = scene\n"))
        #expect(service.components(separatedBy: "var serviceContext =").count == 2)
    }

    @Test func aServiceJoiningManyConcernsHasAShortName() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    let store = Store()

                    func applicationDidBecomeActive(_ application: UIApplication) { store.touch() }

                    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { store.touch() }

                    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) { store.touch() }

                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { store.touch() }
                }

                """
            ))
        #expect(Set(migrated.plan.moves.map(\.service)) == ["AppApplicationLifecycleAndMoreService"])
        #expect(
            migrated.file("AppApplicationLifecycleAndMoreService.swift").contains(
                "/// `AppDelegate`'s ApplicationLifecycle, "))
    }
}
