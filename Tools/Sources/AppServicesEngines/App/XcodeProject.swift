@_spi(AppServicesTools) import AppServices
import Foundation

/// What doctor reads from an Xcode project: whether a build configuration has Xcode generate the scene
/// manifest (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`), which puts `UIApplicationSceneManifest`
/// into the built Info.plist although the Info.plist file does not have it.
package struct XcodeProject {
    /// The build setting that makes Xcode write the scene manifest.
    static let sceneManifestGenerationKey = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"

    /// The `project.pbxproj` read.
    let file: String
    /// Whether a build configuration sets ``sceneManifestGenerationKey`` to `YES`.
    let generatesSceneManifest: Bool

    /// Reads a project.
    ///
    /// - Parameter path: An `.xcodeproj` folder or the `project.pbxproj` in it.
    /// - Throws: ``InputOutputError`` for a project that cannot be read.
    package init(path: String) throws(InputOutputError) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        file = exists && isFolder.boolValue ? (path.hasSuffix("/") ? path : path + "/") + "project.pbxproj" : path
        generatesSceneManifest = Self.setsYes(Self.sceneManifestGenerationKey, in: try SwiftSources.text(of: file))
    }

    /// The project to read when none is named: the `.xcodeproj` in the Info.plist's folder, else its parent's, else
    /// its grandparent's; the nearest folder holding any decides, and with several there none is read (`--project`).
    ///
    /// - Returns: The project's path, such as `../Shop.xcodeproj`, or `nil`.
    package static func nearby(infoPlist: String) -> String? {
        var folder = (infoPlist as NSString).deletingLastPathComponent
        for _ in 0..<3 {
            let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            let projects = listed.filter { $0.hasSuffix(".xcodeproj") }
            if !projects.isEmpty {
                return projects.count == 1 ? (folder as NSString).appendingPathComponent(projects[0]) : nil
            }
            folder = (folder as NSString).appendingPathComponent("..")
        }
        return nil
    }

    /// Whether a line of a project file sets `key` to `YES`, as `key = YES;` or `"key" = "YES";`.
    private static func setsYes(_ key: String, in text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let parts = line.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\";"))
            }
            return parts.count == 2 && parts[0] == key && parts[1] == "YES"
        }
    }
}
