#if !canImport(UIKit)
import AppServices
@testable import AppServicesEngines
import Foundation
@testable import MigrationOriginals
import Testing
import UIKitHeadless

/// `doctor` and the replica hold one rule of scene adoption on the same app (#48): the news app, a UIKit app on
/// the app delegate's life cycle, in a project that generates the scene manifest, is the iOS 27 launch failure for
/// both; with the remedy `doctor` names, a scene configuration in the Info.plist naming a scene delegate, `doctor`
/// is quiet and the replica launches it built with the iOS 27 SDK.
@MainActor
@Suite struct GeneratedManifestReplicaTests {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    private static let generatedProject = tests.appendingPathComponent(
        "AppServicesCLITests/Fixtures/Doctor/legacy-life-cycle/Generated.xcodeproj")

    private static let remedy = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
        <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>ServicesSceneDelegate</string>
        </dict></array></dict></dict></dict></plist>
        """

    /// doctor's iOS 27 errors for the news app's delegate with `infoPlist` and the generated project.
    private static func launchErrors(infoPlist: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replica-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: tests.appendingPathComponent("MigrationFixtures/Original/NewsAppDelegate.swift"),
            to: folder.appendingPathComponent("NewsAppDelegate.swift"))
        let plist = folder.appendingPathComponent("Info.plist")
        try infoPlist.write(to: plist, atomically: true, encoding: .utf8)
        let doctor = Doctor(
            infoPlist: try InfoPlist(file: plist.path), sources: try SwiftSources(folders: [folder.path]),
            manifests: nil, project: try XcodeProject(path: generatedProject.path))
        return doctor.findings.filter { $0.code == "sceneLifecycleRequired" }.map(\.code)
    }

    @Test func theGeneratedManifestIsTheTrapForDoctorAndTheReplica() throws {
        let plain = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        #expect(try Self.launchErrors(infoPlist: plain) == ["sceneLifecycleRequired"])
        try OriginalMethodTables.declare()
        let system = HeadlessSystem(
            delegate: MigrationOriginals.NewsAppDelegate(), options: HeadlessSystem.Options(sdk: .iOS27),
            notificationCenter: NotificationCenter())
        #expect(!system.usesScenes)
        #expect(throws: HeadlessTransitionError.self) { try system.launch() }
    }

    @Test func theRemedyDoctorNamesLaunchesTheAppInTheReplica() throws {
        #expect(try Self.launchErrors(infoPlist: Self.remedy).isEmpty)
        try OriginalMethodTables.declare()
        var options = HeadlessSystem.Options(sdk: .iOS27)
        options.sceneDelegateFactory = { _ in ServicesSceneDelegate() }
        let system = HeadlessSystem(
            delegate: MigrationOriginals.NewsAppDelegate(), options: options, notificationCenter: NotificationCenter())
        #expect(system.usesScenes)
        try system.launch()
    }
}
#endif
