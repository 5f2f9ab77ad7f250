import AppServices
import Foundation
import Testing

@testable import AppServicesEngines

/// #34 N1, N3, N4, N11: `migrate --adopt-scenes` says where the app's window comes from once it uses scenes,
/// completes a manifest without configurations, and updates every Info.plist it is given.
@Suite struct SceneAdoptionWindowOriginTests {
    private static func plist(_ entries: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(entries)</dict>\n</plist>\n"
    }

    /// A delegate whose launch creates a coordinator and holds no window.
    private static let coordinatorDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            private var appCoordinator: AppCoordinator?

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                appCoordinator = AppCoordinator()
                appCoordinator?.start()
                return true
            }
        }

        """

    private static let coordinator = """
        import UIKit

        final class AppCoordinator {
            private let window = UIWindow(frame: UIScreen.main.bounds)

            func start() {
                window.rootViewController = WalletViewController()
                window.makeKeyAndVisible()
            }

            func lock() {
                let cover = UIWindow()
                cover.makeKeyAndVisible()
                let formatter: NumberFormatter = .init()
            }
        }

        """

    private static func plan(
        _ delegate: String = coordinatorDelegate, infoPlists: [(path: String, text: String)] = [],
        otherInfoPlists: [String] = [], otherSources: [(path: String, text: String)] = []
    ) throws -> MigrationPlan {
        var migration = try Migration(files: [("AppDelegate.swift", delegate)])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlists: infoPlists, otherInfoPlists: otherInfoPlists)
        if !otherSources.isEmpty { migration.otherSources = OtherSources(files: otherSources) }
        return try migration.plan()
    }

    private static func message(_ plan: MigrationPlan, at position: String) -> String {
        plan.notes.filter { $0.position == position }.map(\.message).joined(separator: "\n")
    }

    @Test func aDelegateWithoutAWindowIsNotToldItsWindowIsAdopted() throws {
        let plan = try Self.plan()
        #expect(!plan.notes.contains { $0.message.hasPrefix("the window code stays where it is") })
        let note = Self.message(plan, at: "AppDelegate.swift:3")
        #expect(note.contains("AppDelegate assigns no `window` and no storyboard makes one"))
        #expect(note.contains("(UIApplication.shared.delegate as? ServicesAppDelegate)?.window = window"))
        #expect(note.contains("--sources"))
    }

    @Test func windowsMadeOutsideTheDelegateAreNamedWithFileAndLine() throws {
        let plan = try Self.plan(otherSources: [("Coordinators/AppCoordinator.swift", Self.coordinator)])
        let made = Self.message(plan, at: "Coordinators/AppCoordinator.swift:4")
        #expect(made.hasPrefix("`UIWindow(frame: UIScreen.main.bounds)`: a window made without a scene"))
        #expect(made.contains("?.window = window"))
        let cover = Self.message(plan, at: "Coordinators/AppCoordinator.swift:12")
        #expect(cover.hasPrefix("`UIWindow()`: a window made without a scene"))
        #expect(cover.contains("UIWindow(windowScene:)") && cover.contains("?.mainScene"))
        let formatter = Self.message(plan, at: "Coordinators/AppCoordinator.swift:14")
        #expect(formatter.isEmpty, "an implicit .init() is no window")
    }

    @Test func aStoryboardAppIsToldTheStoryboardMakesTheScenesWindow() throws {
        let info = Self.plist("\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n")
        let plan = try Self.plan(infoPlists: [("App/Info.plist", info)])
        let note = Self.message(plan, at: "AppDelegate.swift:3")
        #expect(note.contains("the window comes from the storyboard 'Main' (UIMainStoryboardFile)"))
        #expect(!note.contains("the window code stays where it is"))
        let copy = plan.files.first { $0.name == "Info.plist" }?.text ?? ""
        #expect(copy.contains("<key>UISceneStoryboardFile</key>"))
    }

    @Test func everyInfoPlistGivenIsUpdatedAndThoseBesideItAreNamed() throws {
        let release = Self.plist("\t<key>CFBundleName</key>\n\t<string>Release</string>\n")
        let debug = Self.plist("\t<key>CFBundleName</key>\n\t<string>Debug</string>\n")
        let plan = try Self.plan(
            infoPlists: [("App/Info.plist", release), ("App/Info_Debug.plist", debug)],
            otherInfoPlists: ["App/Info_Testflight.plist", "App/Info_Staging.plist"])
        for name in ["Info.plist", "Info_Debug.plist"] {
            let copy = plan.files.first { $0.name == name }?.text ?? ""
            #expect(copy.contains("<key>UIApplicationSceneManifest</key>"), "\(name)")
        }
        for other in ["App/Info_Testflight.plist", "App/Info_Staging.plist"] {
            #expect(Self.message(plan, at: other).contains("give it with another --info-plist"), "\(other)")
        }
    }

    @Test func aManifestWithoutConfigurationsIsCompletedNotRefused() throws {
        let info = Self.plist(
            "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n"
                + "\t\t<false/>\n\t</dict>\n")
        let plan = try Self.plan(infoPlists: [("Info.plist", info)])
        let copy = plan.files.first { $0.name == "Info.plist" }?.text ?? ""
        let root = try PropertyListSerialization.propertyList(from: Data(copy.utf8), format: nil) as? [String: Any]
        let manifest = root?["UIApplicationSceneManifest"] as? [String: Any]
        #expect(manifest?["UISceneConfigurations"] != nil)
        #expect(manifest?["UIApplicationSupportsMultipleScenes"] as? Bool == false)
    }
}
