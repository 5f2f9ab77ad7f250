import AppServices
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
        let text = String(
            decoding: try InputFile.read(file, maximumByteCount: SwiftSource.maximumFileSize), as: UTF8.self)
        generatesSceneManifest = Self.setsYes(Self.sceneManifestGenerationKey, in: text)
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
