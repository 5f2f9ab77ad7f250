import Foundation
import Testing

@testable import AppServicesEngines

/// `migrate` on a CarPlay scene delegate (#45): its methods move into one service of AppServicesCarPlay, created
/// for each CarPlay scene as the delegate was, each adopting its capability; a delegate the move cannot take whole
/// stays, with why.
@Suite struct CarPlayDelegateMigrationTests {
    private func delegate(_ body: String, adopting: String = "CPTemplateApplicationSceneDelegate") -> String {
        "class CarSceneDelegate: UIResponder, \(adopting) {\n\(body)}\n"
    }

    private let navigation = """
        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
            to window: CPWindow
        ) {}

        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene,
            didDisconnectInterfaceController interfaceController: CPInterfaceController, from window: CPWindow
        ) {}

        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver
        ) {}

        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
        ) {}

        func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}

        """

    @Test func eachCarPlayMethodMovesToTheServiceWithItsCapability() throws {
        let plan = try Migration(files: [("CarSceneDelegate.swift", delegate(navigation))]).plan()
        #expect(
            plan.moves.map(\.capabilities) == [
                ["CarPlayWindowConnectService"], ["CarPlayWindowDisconnectService"], ["CarPlayManeuverService"],
                ["CarPlayNavigationAlertService"], ["CarPlayContentStyleService"],
            ])
        #expect(Set(plan.moves.map(\.service)) == ["CarSceneService"])
        let service = try #require(plan.files.first { $0.name == "CarSceneService.swift" }?.text)
        #expect(service.contains("import AppServicesCarPlay"))
        #expect(service.contains("didDisconnect interfaceController: CPInterfaceController, from window: CPWindow"))
        #expect(!service.contains("didDisconnectInterfaceController"), "the label the capability declares")
        let scene = try #require(plan.files.first { $0.name == "CarSceneDelegate.swift" }?.text)
        #expect(scene.contains("class CarSceneDelegate: ServicesCarPlaySceneDelegate, SceneServiceProvider"))
        #expect(scene.contains("[CarSceneService()]"))
    }

    @Test func anotherProtocolTheDelegateAdoptsMovesWithItsMethodsOnAnObjectiveCClass() throws {
        let body = """
            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
            ) { interfaceController.delegate = self }

            func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}

            """
        let plan = try Migration(
            files: [
                (
                    "CarSceneDelegate.swift",
                    delegate(body, adopting: "CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate")
                )
            ]
        ).plan()
        let service = try #require(plan.files.first { $0.name == "CarSceneService.swift" }?.text)
        #expect(
            service.contains(
                "final class CarSceneService: NSObject, CarPlayConnectService, CPInterfaceControllerDelegate"))
        #expect(service.contains("func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}"))
    }

    /// Two real apps' shapes: the Dashboard's methods in an extension of the same file, and an empty conformance
    /// in one, on a main-actor class.
    @Test func itsExtensionsInItsFileAndItsAttributesMoveWithIt() throws {
        let source = """
            @MainActor
            final class CarSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                func templateApplicationScene(
                    _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
                ) { CPNowPlayingTemplate.shared.add(self) }
            }

            extension CarSceneDelegate: CPTemplateApplicationDashboardSceneDelegate {
                func templateApplicationDashboardScene(
                    _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                    didConnect dashboardController: CPDashboardController, to window: UIWindow
                ) {}
            }

            // MARK: - Now playing

            extension CarSceneDelegate: CPNowPlayingTemplateObserver {}

            """
        let plan = try Migration(files: [("CarSceneDelegate.swift", source)]).plan()
        #expect(plan.moves.map(\.capabilities) == [["CarPlayConnectService"], ["CarPlayDashboardConnectService"]])
        let service = try #require(plan.files.first { $0.name == "CarSceneService.swift" }?.text)
        #expect(
            service.contains(
                "@MainActor\nfinal class CarSceneService: NSObject, CarPlayConnectService, CarPlayDashboardConnectService {"
            ))
        #expect(service.contains("\nextension CarSceneService {\n    func templateApplicationDashboardScene("))
        #expect(
            service.contains("// MARK: - Now playing\n\nextension CarSceneService: CPNowPlayingTemplateObserver {}"))
        let scene = try #require(plan.files.first { $0.name == "CarSceneDelegate.swift" }?.text)
        #expect(!scene.contains("extension") && !scene.contains("MARK"))
        #expect(scene.hasSuffix("}\n") && !scene.hasSuffix("\n\n"))
    }

    @Test func aDelegateWithSceneCallbacksOrAnExtensionIsRefusedWithWhy() throws {
        let withScene = delegate("    func sceneDidDisconnect(_ scene: UIScene) {}\n")
        #expect {
            try Migration(files: [("CarSceneDelegate.swift", withScene)]).plan()
        } throws: { error in
            (error as? MigrationError)?.reason.contains("the UISceneDelegate method sceneDidDisconnect: kept unchanged")
                == true
        }
        let conditional = "#if CARPLAY_ENABLED\n" + delegate("") + "#endif\n"
        #expect {
            try Migration(files: [("CarSceneDelegate.swift", conditional)]).plan()
        } throws: { error in
            (error as? MigrationError)?.reason.contains("declared under `#if CARPLAY_ENABLED`: kept unchanged") == true
        }
        let extensionElsewhere = (
            "CarSceneDelegate+Refresh.swift", "extension CarSceneDelegate {\n    func refresh() {}\n}\n"
        )
        #expect {
            try Migration(files: [("CarSceneDelegate.swift", delegate("")), extensionElsewhere]).plan()
        } throws: { error in
            (error as? MigrationError)?.reason.contains("extended in another input: kept unchanged") == true
        }
    }

    @Test func besideAnAppDelegateTheKeptCarPlayDelegateIsNoted() throws {
        let app =
            "class AppDelegate: UIResponder, UIApplicationDelegate {\n    func applicationWillTerminate(_ application: UIApplication) {}\n}\n"
        let withScene = delegate("    func sceneDidDisconnect(_ scene: UIScene) {}\n")
        let plan = try Migration(files: [("AppDelegate.swift", app), ("CarSceneDelegate.swift", withScene)]).plan()
        #expect(
            plan.notes.contains { $0.position == "CarSceneDelegate.swift:1" && $0.message.contains("kept unchanged") })
        #expect(plan.files.first { $0.name == "CarSceneDelegate.swift" }?.text == withScene)
    }
}
