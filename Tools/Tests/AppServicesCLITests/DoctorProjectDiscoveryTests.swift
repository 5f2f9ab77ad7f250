import Foundation
import Testing

/// Without `--project`, doctor reads the one Xcode project near the Info.plist (issue #26 §4), whose generated
/// scene manifest its iOS 27 error then names.
@Suite struct DoctorProjectDiscoveryTests {
    /// The `legacy-life-cycle` app in a new folder: its Info.plist at `plistFolder`, its sources beside it, and
    /// `projects` (of the fixture's) at the top.
    private static func run(projects: [String], plistFolder: String) throws -> Tool.Run {
        let fixture = DoctorFixture.root.appendingPathComponent("legacy-life-cycle")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        let app = folder.appendingPathComponent(plistFolder)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for item in ["Info.plist", "Sources"] {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(item), to: app.appendingPathComponent(item))
        }
        for project in projects {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(project), to: folder.appendingPathComponent(project))
        }
        return try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", "Sources", "--format", "json"], in: app)
    }

    @Test(arguments: [".", "App", "App/Support"])
    func theOnlyProjectNearTheInfoPlistIsRead(plistFolder: String) throws {
        let generated = try Self.run(projects: ["Generated.xcodeproj"], plistFolder: plistFolder)
        #expect(generated.status == 1)
        #expect(generated.output.contains(Self.generatedManifestRead))
        #expect(generated.output.contains("Generated.xcodeproj"))
        let manual = try Self.run(projects: ["Manual.xcodeproj"], plistFolder: plistFolder)
        #expect(manual.status == 1)
        #expect(manual.output.contains("sceneLifecycleRequired"))
        #expect(!manual.output.contains(Self.generatedManifestRead))
    }

    @Test func withSeveralProjectsNoneIsRead() throws {
        let run = try Self.run(projects: ["Generated.xcodeproj", "Manual.xcodeproj"], plistFolder: ".")
        #expect(run.status == 1)
        #expect(run.output.contains("sceneLifecycleRequired"))
        #expect(!run.output.contains(Self.generatedManifestRead))
    }

    /// What the iOS 27 error of a UIKit app says when it read a project that generates the scene manifest, which
    /// holds no scene configuration for such an app (#48).
    private static let generatedManifestRead = "UIApplicationSceneManifest_Generation = YES, but for a UIKit app"
}
