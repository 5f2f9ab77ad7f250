import Foundation
import Testing

/// A scene configuration naming a class no source declares is excused only by code that sets that
/// configuration's delegate class at run time (issue #26 §4).
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

    @Test(arguments: [
        (Self.configurationMethod + "\n        let configuration = connectingSceneSession.configuration\n", false),
        (
            Self.configurationMethod
                + "\n        let configuration = UISceneConfiguration(name: \"Default\", sessionRole: .windowApplication)\n",
            false
        ),
        (
            Self.configurationMethod
                + "\n        let configuration = UISceneConfiguration(name: \"Car\", sessionRole: .windowApplication)\n",
            true
        ),
        ("    func configure(_ configuration: UISceneConfiguration) -> UISceneConfiguration {\n", true),
    ])
    func onlyAnAssignmentThatCanReachTheConfigurationExcusesIt(start: String, isReported: Bool) throws {
        let body =
            start + "        configuration.delegateClass = SceneDelegate.self\n        return configuration\n    }"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: DoctorFixture.root.appendingPathComponent("scene-configured-in-code/Info.plist"),
            to: folder.appendingPathComponent("Info.plist"))
        try Self.sources(body).write(
            to: folder.appendingPathComponent("Sources/AppDelegate.swift"), atomically: true, encoding: .utf8)
        let run = try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", "Sources", "--format", "json"], in: folder)
        let result = try JSONDecoder().decode(DoctorFixture.Result.self, from: Data(run.output.utf8))
        #expect(result.findings.contains { $0.code == "unknownSceneDelegateClass" } == isReported, "\(start)")
    }
}
