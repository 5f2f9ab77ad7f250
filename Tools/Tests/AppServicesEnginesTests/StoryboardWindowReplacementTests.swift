import Foundation
import Testing

@testable import AppServicesEngines

/// #47 §1: a storyboard app whose launch code replaces the storyboard's window.
///
/// On the app delegate's life cycle the
/// code's window wins; `--adopt-scenes` must keep it so, not let a `UISceneStoryboardFile` window win.
@Suite struct StoryboardWindowReplacementTests {
    private static let info =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n</dict>\n</plist>\n"

    private static func delegate(launch body: String) -> String {
        """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
        \(body)
                return true
            }
        }

        """
    }

    private static func plan(launch body: String) throws -> MigrationPlan {
        var migration = try Migration(files: [("AppDelegate.swift", delegate(launch: body))])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlists: [("App/Info.plist", info)], otherInfoPlists: [])
        return try migration.plan()
    }

    private static func infoPlistCopy(_ plan: MigrationPlan) -> String {
        plan.files.first { $0.name == "Info.plist" }?.text ?? ""
    }

    @Test func aWindowReplacedAtEveryLaunchKeepsTheStoryboardOutOfTheScene() throws {
        let plan = try Self.plan(
            launch: """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = HomeViewController()
                        window?.makeKeyAndVisible()
                """)
        let copy = Self.infoPlistCopy(plan)
        #expect(copy.contains("<key>UIApplicationSceneManifest</key>"))
        #expect(!copy.contains("UISceneStoryboardFile"))
        let note = plan.notes.first { $0.message.hasPrefix("the window code stays where it is") }?.message ?? ""
        #expect(note.contains("names no storyboard: AppDelegate.swift:10 replaces the 'Main' storyboard's window"))
    }

    @Test func aWindowReplacedOnSomePathsKeepsTheStoryboardAndIsNamed() throws {
        let plan = try Self.plan(
            launch: """
                        if CommandLine.arguments.contains("-onboarding") {
                            window = UIWindow(frame: UIScreen.main.bounds)
                            window?.makeKeyAndVisible()
                        }
                """)
        #expect(Self.infoPlistCopy(plan).contains("<key>UISceneStoryboardFile</key>"))
        let note = plan.notes.first { $0.position == "AppDelegate.swift:6" }?.message ?? ""
        #expect(note.contains("assigns `window` on some paths only, while the storyboard 'Main' makes the scene's"))
    }

    @Test func aLaunchThatMayReturnBeforeReplacingTheWindowKeepsTheStoryboardAndIsNamed() throws {
        let plan = try Self.plan(
            launch: """
                        store.load { error in if error != nil { return } }
                        if CommandLine.arguments.contains("-testing") { return true }
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                """)
        #expect(Self.infoPlistCopy(plan).contains("<key>UISceneStoryboardFile</key>"))
        let note = plan.notes.first { $0.position == "AppDelegate.swift:6" }?.message ?? ""
        #expect(note.contains("assigns `window` on some paths only"))
    }

    @Test func aReturnInAClosureBeforeTheReplacementDoesNotKeepTheStoryboard() throws {
        let plan = try Self.plan(
            launch: """
                        store.load { error in if error != nil { return } }
                        window = UIWindow(frame: UIScreen.main.bounds)
                """)
        #expect(!Self.infoPlistCopy(plan).contains("UISceneStoryboardFile"))
    }

    @Test func aStoryboardAppThatOnlyConfiguresTheStoryboardsWindowKeepsTheStoryboard() throws {
        let plan = try Self.plan(launch: "        window?.tintColor = .systemPink")
        #expect(Self.infoPlistCopy(plan).contains("<key>UISceneStoryboardFile</key>"))
        #expect(!plan.notes.contains { $0.message.contains("on some paths only") })
    }
}
