import AppServicesPropertyListLines
import Foundation
import Testing

@testable import AppServicesEngines

/// Issue 39.4: `--adopt-scenes` edits the Info.plist correctly or not at all: the copy reads back with Foundation
/// as the original plus exactly the scene manifest, or the Info.plist is refused with a reason that is true.
@Suite struct SceneManifestPlistTests {
    private static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<plist version="1.0">"# + "\n"

    private static func plist(_ root: String) -> String {
        header + root + "\n</plist>\n"
    }

    private static func read(_ text: String) throws -> [String: Any] {
        try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
    }

    /// The copy of `text`, checked to read as the original plus the manifest alone.
    private static func copy(of text: String) throws -> [String: Any] {
        let copy = try SceneManifestPlist.adding(to: text, path: "Info.plist", sceneDelegate: "SceneDelegate")
        var root = try read(copy)
        let manifest = try #require(root.removeValue(forKey: "UIApplicationSceneManifest") as? [String: Any])
        #expect(NSDictionary(dictionary: root).isEqual(to: try read(text)))
        return manifest
    }

    private static func refusal(_ text: String) -> String? {
        do {
            _ = try SceneManifestPlist.adding(to: text, path: "Info.plist", sceneDelegate: "SceneDelegate")
            return nil
        } catch {
            return error.reason
        }
    }

    private static func configuration(_ manifest: [String: Any]) -> [String: Any]? {
        let roles = manifest["UISceneConfigurations"] as? [String: Any]
        return (roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
    }

    @Test(arguments: [
        "<dict>\n\t<key>A</key>\n\t<string>a</string>\n</dict>",
        "<dict>\n\t<key>A</key>\n\t<string>a</string>\n</dict>\n<!-- </dict> -->",
        "<dict><key>A</key><true/></dict>",
        "<dict/>",
        "<dict>\n<key>Nested</key><dict><key>UIApplicationSceneManifest</key><dict/></dict>\n</dict>",
        "<dict>\n<key>Text</key><string><![CDATA[<key>UIApplicationSceneManifest</key></dict>]]></string>\n</dict>",
        "<dict>\n<!-- <key>UIApplicationSceneManifest</key><dict/> -->\n</dict>",
        "<dict><key>A</key><true/></dict>\n</plist>\n<dict><key>X</key><true/></dict>",
    ])
    func theCopyIsTheOriginalPlusTheManifest(root: String) throws {
        let manifest = try Self.copy(of: Self.plist(root))
        #expect(manifest["UIApplicationSupportsMultipleScenes"] as? Bool == false)
        let configuration = Self.configuration(manifest)
        #expect(configuration?["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(configuration?["UISceneStoryboardFile"] == nil)
    }

    @Test func aStoryboardAppKeepsItsStoryboardInTheSceneConfiguration() throws {
        let text = Self.plist("<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main &amp; Co</string>\n</dict>")
        let manifest = try Self.copy(of: text)
        #expect(Self.configuration(manifest)?["UISceneStoryboardFile"] as? String == "Main & Co")
    }

    /// #34 N11: a manifest without configurations does not adopt scenes (TN3187): it is completed, its own keys
    /// kept, wherever it stands and however it is written.
    @Test(arguments: [
        "<dict>\n\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>"
            + "\n\t\t<true/>\n\t</dict>\n\t<key>A</key>\n\t<string>a</string>\n</dict>",
        "<dict><key>A</key><true/><key>UIApplicationSceneManifest</key><dict/></dict>",
        "<dict>\n    <key>UIApplicationSceneManifest</key>\n    <dict/>\n</dict>",
        "<dict><key>UIApplication&#83;ceneManifest</key><dict><key>X</key><string>x</string></dict></dict>",
    ])
    func aManifestWithoutConfigurationsIsCompletedKeepingItsKeys(root: String) throws {
        let text = Self.plist(root)
        let original = try #require(try Self.read(text)["UIApplicationSceneManifest"] as? [String: Any])
        let copy = try SceneManifestPlist.adding(to: text, path: "Info.plist", sceneDelegate: "SceneDelegate")
        var read = try Self.read(copy)
        let manifest = try #require(read.removeValue(forKey: "UIApplicationSceneManifest") as? [String: Any])
        var rest = try Self.read(text)
        rest.removeValue(forKey: "UIApplicationSceneManifest")
        #expect(NSDictionary(dictionary: read).isEqual(to: rest))
        for (key, value) in original { #expect((manifest[key] as? NSObject)?.isEqual(value) == true) }
        #expect(manifest["UIApplicationSupportsMultipleScenes"] != nil)
        #expect(
            Self.configuration(manifest)?["UISceneDelegateClassName"] as? String
                == "$(PRODUCT_MODULE_NAME).SceneDelegate")
    }

    /// A manifest whose `UISceneConfigurations` lists none (TN3187: not adopting scenes) is completed as one without
    /// it: the empty entry gives way to the configuration, its other keys kept, written once.
    @Test(arguments: [
        "<dict>\n\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>"
            + "\n\t\t<false/>\n\t\t<key>UISceneConfigurations</key>\n\t\t<dict/>\n\t</dict>\n</dict>",
        "<dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key>"
            + "<dict><key>UIWindowSceneSessionRoleApplication</key><array/></dict></dict><key>A</key><true/></dict>",
        "<dict>\n    <key>UIApplicationSceneManifest</key>\n    <dict>\n        <key>UIScene&#67;onfigurations</key>"
            + "\n        <dict>\n        </dict>\n        <key>X</key>\n        <string>x</string>\n    </dict>\n</dict>",
    ])
    func aManifestWithEmptyConfigurationsIsCompletedAsOneWithout(root: String) throws {
        let text = Self.plist(root)
        var original = try #require(try Self.read(text)["UIApplicationSceneManifest"] as? [String: Any])
        original.removeValue(forKey: "UISceneConfigurations")
        let copy = try SceneManifestPlist.adding(to: text, path: "Info.plist", sceneDelegate: "SceneDelegate")
        var read = try Self.read(copy)
        let manifest = try #require(read.removeValue(forKey: "UIApplicationSceneManifest") as? [String: Any])
        var rest = try Self.read(text)
        rest.removeValue(forKey: "UIApplicationSceneManifest")
        #expect(NSDictionary(dictionary: read).isEqual(to: rest))
        for (key, value) in original { #expect((manifest[key] as? NSObject)?.isEqual(value) == true) }
        #expect(
            Self.configuration(manifest)?["UISceneDelegateClassName"] as? String
                == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(copy.components(separatedBy: "ConfigurationName</key>").count == 2)
        #expect(copy.components(separatedBy: "onfigurations</key>").count == 2, "\(copy)")
    }

    /// #34 N3: a main storyboard that is the launch screen is not the app's interface: the scene names none.
    @Test func aLaunchScreenNamedAsTheMainStoryboardIsNotTheScenesStoryboard() throws {
        let text = Self.plist(
            "<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>LaunchScreen</string>\n"
                + "\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>\n</dict>")
        #expect(Self.configuration(try Self.copy(of: text))?["UISceneStoryboardFile"] == nil)
        #expect(SceneManifestPlist.mainStoryboard(of: text) == nil)
    }

    /// #34 N3: an iPad storyboard gets the iPad manifest, naming it.
    @Test func anIPadStoryboardGetsTheIPadManifest() throws {
        let text = Self.plist(
            "<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n"
                + "\t<key>UIMainStoryboardFile~ipad</key>\n\t<string>Main_iPad</string>\n</dict>")
        let copy = try Self.read(
            try SceneManifestPlist.adding(to: text, path: "Info.plist", sceneDelegate: "SceneDelegate"))
        let iPhone = try #require(copy["UIApplicationSceneManifest"] as? [String: Any])
        let iPad = try #require(copy["UIApplicationSceneManifest~ipad"] as? [String: Any])
        #expect(Self.configuration(iPhone)?["UISceneStoryboardFile"] as? String == "Main")
        #expect(Self.configuration(iPad)?["UISceneStoryboardFile"] as? String == "Main_iPad")
    }

    @Test(arguments: [
        (
            "<dict><key>UIApplication&#83;ceneManifest</key><dict><key>UISceneConfigurations</key>"
                + "<dict><key>UIWindowSceneSessionRoleApplication</key><array><dict/></array></dict></dict></dict>",
            "declares UIApplicationSceneManifest"
        ),
        (
            "<dict><key><![CDATA[UIApplicationSceneManifest]]></key><dict><key>UISceneConfigurations</key>"
                + "<dict><key>UIWindowSceneSessionRoleApplication</key><array><dict/></array></dict></dict></dict>",
            "declares UIApplicationSceneManifest"
        ),
        ("<array><dict/></array>", "is not an Info.plist: its root is an array, not a dictionary"),
    ])
    func anInfoPlistThatCannotTakeTheManifestIsRefusedWithTheTrueReason(root: String, reason: String) {
        let refusal = Self.refusal(Self.plist(root))
        #expect(refusal?.contains(reason) == true, "\(refusal ?? "accepted")")
    }

    /// 300,000 comments once took 21 s, each tag search starting again from the text's start: the scan the copy
    /// walks now examines each byte a bounded number of times (twice, counted), however many comments there are.
    @Test(arguments: [10_000, 100_000])
    func commentsCostWorkLinearInTheirNumber(comments: Int) throws {
        let text = Self.plist(
            "<dict>\n\(String(repeating: "<!-- c -->\n", count: comments))<key>A</key><true/>\n</dict>")
        var scan = XMLText(bytes: Array(text.utf8))
        while scan.nextTag() != nil {}
        #expect(scan.bytesExamined <= 3 * text.utf8.count, "\(scan.bytesExamined) for \(text.utf8.count) bytes")
        #expect(Self.configuration(try Self.copy(of: text)) != nil)
    }

    @Test func everyInfoPlistFixtureWithoutAManifestIsAccepted() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Tools/Tests/AppServicesCLITests/Fixtures", "Tools/Tests/MigrationFixtures/Original"]
        let files = folders.flatMap { folder in
            (FileManager.default.enumerator(atPath: repository.appendingPathComponent(folder).path)?.allObjects ?? [])
                .compactMap { $0 as? String }.filter { $0.hasSuffix("Info.plist") }.map { folder + "/" + $0 }
        }
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            let root = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
            guard let root = root as? [String: Any], root["UIApplicationSceneManifest"] == nil else { continue }
            _ = try Self.copy(of: text)
        }
    }
}
