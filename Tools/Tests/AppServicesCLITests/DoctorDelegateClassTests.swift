import Foundation
import Testing

/// A scene configuration naming a class no source declares is an error, lowered to a warning by code that sets that
/// configuration's delegate class at run time (issue #26 §4) or chooses configurations in code (issue #34).
@Suite struct DoctorDelegateClassTests {
    /// Sources whose `body` sets a delegate class, with the scene delegate and a scene service.
    private static func sources(_ body: String) -> String {
        """
        import AppServices
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
        \(body)
        }

        final class SceneDelegate: ServicesSceneDelegate {}

        final class MapWindow: SceneWillConnectService {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {}
        }

        """
    }

    private static let configurationMethod = """
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
        """

    private static let setAtRunTime = "the code sets this configuration's delegate class at run time (SceneDelegate at "
    private static let chosenInCode = "the app chooses scene configurations in code ("

    @Test(arguments: [
        (
            Self.configurationMethod + "\n        let configuration = connectingSceneSession.configuration\n",
            "warning", Self.setAtRunTime
        ),
        (
            Self.configurationMethod
                + "\n        let configuration = UISceneConfiguration(name: \"Default\", sessionRole: .windowApplication)\n",
            "warning", Self.setAtRunTime
        ),
        (
            Self.configurationMethod
                + "\n        let configuration = UISceneConfiguration(name: \"Car\", sessionRole: .windowApplication)\n",
            "warning", Self.chosenInCode
        ),
        (
            "    func configure(_ configuration: UISceneConfiguration) -> UISceneConfiguration {\n", "error",
            "UIKit cannot create the delegate, so the scene connects without a delegate"
        ),
    ])
    func codeThatMayReplaceTheConfigurationLowersItToAWarningThatSaysSo(
        start: String, severity: String, consequence: String
    ) throws {
        let body =
            start + "        configuration.delegateClass = SceneDelegate.self\n        return configuration\n    }"
        let finding = try Self.unknownClassFinding(sources: Self.sources(body))
        #expect(finding.severity == severity, "\(start)")
        #expect(finding.message.contains("; " + consequence), "\(finding.message)")
    }

    /// A `UISceneClassName` that is neither UIKit's nor CarPlay's scene class nor declared by the app is a warning.
    @Test func aSceneClassNoFrameworkOrSourceDeclaresIsAWarning() throws {
        let (_, result) = try DoctorFixture.result("scene-delegate-names")
        let finding = try #require(result.findings.first { $0.code == "unknownSceneClass" })
        #expect(finding.identifiers == ["UIWindowScenes"])
        #expect(
            finding.message
                == "scene configuration 'Compose' names the scene class 'UIWindowScenes', which is not a scene class "
                + "of UIKit or CarPlay (CPTemplateApplicationDashboardScene, CPTemplateApplicationInstrumentClusterScene, "
                + "CPTemplateApplicationScene, UIScene, UIWindowScene) and which no source declares: UIKit cannot "
                + "create a scene of that class; name UIWindowScene for a window")
    }

    /// In a SwiftUI app, SwiftUI still makes the scene's window; what is lost is the named class's callbacks.
    @Test func inASwiftUIAppTheFindingSaysTheWindowStaysAndTheCallbacksAreLost() throws {
        let finding = try Self.unknownClassFinding(
            sources: """
                import SwiftUI

                @main
                struct AtlasApp: App {
                    var body: some Scene { WindowGroup { Text("Atlas") } }
                }

                """)
        #expect(finding.severity == "error")
        #expect(
            finding.message.hasSuffix(
                "UIKit cannot create the delegate, so the scene connects without that delegate: SwiftUI still makes "
                    + "its window from the App's scenes, but no callback of the class runs"))
    }

    /// Runs doctor on `sources` with an Info.plist whose configuration names a class no source declares.
    private static func unknownClassFinding(sources: String) throws -> DoctorFixture.Finding {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: DoctorFixture.root.appendingPathComponent("scene-configured-in-code/Info.plist"),
            to: folder.appendingPathComponent("Info.plist"))
        try sources.write(
            to: folder.appendingPathComponent("Sources/AppDelegate.swift"), atomically: true, encoding: .utf8)
        let run = try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", "Sources", "--format", "json"], in: folder)
        let result = try JSONDecoder().decode(DoctorFixture.Result.self, from: Data(run.output.utf8))
        return try #require(result.findings.first { $0.code == "unknownSceneDelegateClass" })
    }

    /// A delegate class counts as declared in Swift below any folder, whatever module or build setting prefixes it,
    /// by its `@objc(Name)`, and in an Objective-C `@interface`; a class declared nowhere, with no configuration
    /// code, is an error.
    @Test func aDelegateClassIsFoundWhereverTheAppDeclaresIt() throws {
        let (status, result) = try DoctorFixture.result("scene-delegate-names")
        #expect(status == 1)
        let configurations = "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication"
        #expect(
            result.summary == [
                "Info.plist:22 \(configurations)[1].UISceneClassName warning unknownSceneClass",
                "Info.plist:38 \(configurations)[3].UISceneDelegateClassName error unknownSceneDelegateClass",
            ])
        let finding = try #require(result.findings.last)
        #expect(finding.identifiers == ["ArchiveSceneDelegate"])
        #expect(
            finding.message
                == "scene configuration 'Archive' names the delegate class '$(TARGET_NAME).ArchiveSceneDelegate', "
                + "which no source declares (in Swift or with an Objective-C @interface) and which is not "
                + "AppServices' ServicesSceneDelegate; UIKit cannot create the delegate, so the scene connects "
                + "without a delegate: no scene callback runs and nothing makes its window")
    }
}
