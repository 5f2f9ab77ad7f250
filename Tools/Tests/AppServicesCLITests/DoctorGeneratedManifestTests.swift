import Foundation
import Testing

/// The iOS 27 launch trap of a generated scene manifest (#48): for a UIKit app, the manifest Xcode generates
/// (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`) has no scene configuration, which TN3187 counts as
/// not adopting scenes (slint, OneBusAway's otpkit and Cranpose crash at launch with the iOS 27 SDK); a SwiftUI app's
/// scenes are SwiftUI's, so the same setting is no trap there.
@Suite struct DoctorGeneratedManifestTests {
    @Test(arguments: ["Generated.xcodeproj", "Generated.xcodeproj/project.pbxproj"])
    func aUIKitAppWithAGeneratedManifestFailsToLaunch(project: String) throws {
        let (status, result) = try DoctorFixture.result("legacy-life-cycle", "--project", project)
        #expect(status == 1)
        #expect(result.summary == ["Sources/AppDelegate.swift:4 error sceneLifecycleRequired"])
        let message = try #require(result.findings.first?.message)
        #expect(
            message.contains(
                "(the Xcode project sets INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES, but for a UIKit "
                    + "app the manifest Xcode generates has no scene configuration)"))
        #expect(message.contains("(in the Info.plist, not by generating the manifest)"))
    }

    @Test func aSwiftUIAppWithAGeneratedManifestAdoptsScenes() throws {
        let run = try Tool.run(
            [
                "doctor", "--info-plist", "legacy-life-cycle/Info.plist", "--sources", "swiftui-app/Sources",
                "--project", "legacy-life-cycle/Generated.xcodeproj", "--format", "json",
            ],
            in: DoctorFixture.root)
        let result = try JSONDecoder().decode(DoctorFixture.Result.self, from: Data(run.output.utf8))
        #expect(run.status == 0)
        #expect(!result.findings.contains { $0.code == "sceneLifecycleRequired" })
    }

    /// The remedy the error names, applied: a manifest in the Info.plist whose configuration names a scene delegate.
    @Test func theNamedRemedyEndsTheTrap() throws {
        let run = try Tool.run(
            [
                "doctor", "--info-plist", "Remedied-Info.plist", "--sources", "Sources", "--sources", "Remedied",
                "--project", "Generated.xcodeproj", "--format", "json",
            ],
            in: DoctorFixture.root.appendingPathComponent("legacy-life-cycle"))
        let result = try JSONDecoder().decode(DoctorFixture.Result.self, from: Data(run.output.utf8))
        #expect(run.status == 0, "\(result.summary)")
        #expect(!result.findings.contains { $0.code == "sceneLifecycleRequired" })
    }
}
