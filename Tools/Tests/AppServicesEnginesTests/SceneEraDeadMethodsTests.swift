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

    /// A SwiftUI `App` with an adaptor delegate uses scenes without a scene delegate of its own (#47 item 6):
    /// SwiftUI never calls the app delegate's activation, background or URL methods.
    private let swiftUIApp = """
        import SwiftUI

        @main
        struct ShopApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

            var body: some Scene { WindowGroup { Text("Shop") } }
        }

        """

    @Test func inASwiftUIAppTheMethodsSwiftUINeverCallsAreDroppedWithANote() throws {
        let plan = try Migration(files: [("AppDelegate.swift", appDelegate), ("ShopApp.swift", swiftUIApp)]).plan()
        #expect(plan.moves.map(\.method) == ["func applicationWillTerminate(_:)"])
        let notes = plan.notes.filter { $0.message.contains("dropped, not moved") }
        #expect(notes.map(\.position) == ["AppDelegate.swift:2", "AppDelegate.swift:6"])
        #expect(notes.allSatisfy { $0.message.contains("the app uses scenes (SwiftUI's App, ShopApp)") })
        #expect(notes.first?.message.contains("onOpenURL(perform:)") == true)
        #expect(!plan.notes.contains { $0.message.contains("--adopt-scenes") })
    }

    @Test func aSwiftUIAppIsNotMovedToScenesAgain() throws {
        var migration = try Migration(files: [("AppDelegate.swift", appDelegate), ("ShopApp.swift", swiftUIApp)])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlist: nil)
        #expect {
            try migration.plan()
        } throws: { error in
            (error as? MigrationError)?.reason.contains("ShopApp is a SwiftUI App, so the app uses scenes already")
                == true
        }
    }

    @Test func withoutASceneDelegateEveryMethodMoves() throws {
        let plan = try Migration(files: [("AppDelegate.swift", appDelegate)]).plan()
        #expect(plan.moves.count == 3)
        #expect(!plan.notes.contains { $0.message.contains("dropped") })
    }
}
