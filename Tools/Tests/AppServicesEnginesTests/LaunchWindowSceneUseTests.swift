import Testing

@testable import AppServicesEngines

/// #47 §2: launch code that needs its new window's scene.
///
/// With scenes the window the launch makes has no scene until
/// the main scene connects, so `--adopt-scenes` names each such use with its line.
@Suite struct LaunchWindowSceneUseTests {
    private static let delegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate, UIScreenshotServiceDelegate {
            var window: UIWindow?

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = HomeViewController()
                window?.makeKeyAndVisible()
                window?.windowScene?.screenshotService?.delegate = self
                window?.rootViewController?.present(WelcomeViewController(), animated: true)
                return true
            }

            func showTip() {
                window?.rootViewController?.present(TipViewController(), animated: true)
                _ = window?.windowScene
            }
        }

        """

    private static func notes() throws -> [String: String] {
        var migration = try Migration(files: [("AppDelegate.swift", delegate)])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlists: [], otherInfoPlists: [])
        let plan = try migration.plan()
        return Dictionary(plan.notes.map { ($0.position, $0.message) }) { $0 + "\n" + $1 }
    }

    @Test func theLaunchWindowsSceneAndAPresentationAtLaunchAreNamedWithTheirLines() throws {
        let notes = try Self.notes()
        #expect(notes["AppDelegate.swift:13"]?.contains("the window has no scene at launch") == true)
        #expect(notes["AppDelegate.swift:13"]?.contains("SceneWillConnectService") == true)
        #expect(notes["AppDelegate.swift:14"]?.contains("presented at launch, before the window has a scene") == true)
    }

    @Test func theSameUsesOutsideTheLaunchAreNotNamed() throws {
        let notes = try Self.notes()
        #expect(notes["AppDelegate.swift:19"] == nil && notes["AppDelegate.swift:20"] == nil)
    }
}
