import AppServices
import Foundation
import Testing

@testable import AppServicesEngines

/// In an app that uses scenes, `migrate` drops the app-delegate methods UIKit never calls, instead of moving them
/// to services that the scenes' events would then reach, and says so.
@Suite struct SceneEraDeadMethodsTests {
    private let appDelegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                route(url)
            }

            func applicationDidEnterBackground(_ application: UIApplication) {
                save()
            }

            func applicationWillTerminate(_ application: UIApplication) {
                save()
            }

            func route(_ url: URL) -> Bool { true }
            func save() {}
        }

        """

    private let sceneDelegate = "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"

    @Test func besideASceneDelegateTheMethodsUIKitSkipsAreDroppedWithANote() throws {
        let plan = try Migration(files: [("AppDelegate.swift", appDelegate), ("SceneDelegate.swift", sceneDelegate)])
            .plan()
        #expect(plan.moves.map(\.method) == ["func applicationWillTerminate(_:)"])
        let delegate = plan.files.first { $0.name == "AppDelegate.swift" }?.text ?? ""
        #expect(!delegate.contains("open url") && !delegate.contains("applicationDidEnterBackground"))
        #expect(!plan.files.contains { $0.text.contains("applicationDidEnterBackground") })
        let notes = plan.notes.filter { $0.message.contains("dropped, not moved") }
        #expect(notes.map(\.position) == ["AppDelegate.swift:2", "AppDelegate.swift:6"])
        #expect(notes.first?.message.contains("SceneDelegate's scene(_:openURLContexts:) carries them") == true)
        #expect(
            plan.notes.contains { $0.message == "func route(_:) is used by no delegate method: kept in AppDelegate" })
    }

    @Test func withoutASceneDelegateEveryMethodMoves() throws {
        let plan = try Migration(files: [("AppDelegate.swift", appDelegate)]).plan()
        #expect(plan.moves.count == 3)
        #expect(!plan.notes.contains { $0.message.contains("dropped") })
    }
}
