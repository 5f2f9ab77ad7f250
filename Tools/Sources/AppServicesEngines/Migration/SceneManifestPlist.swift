import Foundation

/// A copy of an app's Info.plist that declares the scene configuration `appservices migrate --adopt-scenes`
/// writes: `UIApplicationSceneManifest`, one window-scene configuration whose delegate is the new scene delegate,
/// and one scene at a time, as the app had one window.
///
/// The entry is inserted into the XML text, so everything else in the file stays as it was, comments included.
enum SceneManifestPlist {
    /// The name of the configuration, as Xcode's templates name it.
    static let configurationName = "Default Configuration"

    /// `text` with the scene manifest added.
    ///
    /// - Parameters:
    ///   - text: The Info.plist's text.
    ///   - path: Its path, for errors.
    ///   - sceneDelegate: The scene delegate class's name.
    /// - Returns: The new text.
    /// - Throws: ``MigrationError`` naming the file when it is not an XML property list whose root is a
    ///   dictionary, or when it declares a scene manifest already.
    static func adding(to text: String, path: String, sceneDelegate: String) throws(MigrationError) -> String {
        guard !text.hasPrefix("bplist") else {
            throw MigrationError(
                file: path,
                reason: "is a binary property list: convert it with `plutil -convert xml1`, then migrate again")
        }
        guard !withoutComments(text).contains("<key>UIApplicationSceneManifest</key>") else {
            throw MigrationError(
                file: path,
                reason: "declares UIApplicationSceneManifest already: the app uses scenes; migrate without "
                    + "--adopt-scenes")
        }
        guard let plistEnd = text.range(of: "</plist>", options: .backwards),
            let rootEnd = text.range(of: "</dict>", options: .backwards, range: text.startIndex..<plistEnd.lowerBound)
        else {
            throw MigrationError(
                file: path, reason: "is not an XML property list with a dictionary at its root (no closing </dict>)")
        }
        let lineStart =
            text[..<rootEnd.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? rootEnd.lowerBound
        let rootIndent = String(text[lineStart..<rootEnd.lowerBound])
        let step = text.contains("\n\t<key>") ? "\t" : "    "
        let entry = manifest(sceneDelegate: sceneDelegate, step: step).map { rootIndent + step + $0 + "\n" }.joined()
        return String(text[..<lineStart]) + entry + String(text[lineStart...])
    }

    /// `text` without its `<!-- … -->` comments: a manifest commented out is no manifest.
    private static func withoutComments(_ text: String) -> String {
        var rest = text[...]
        var kept = ""
        while let open = rest.range(of: "<!--") {
            kept += rest[..<open.lowerBound]
            guard let close = rest.range(of: "-->", range: open.upperBound..<rest.endIndex) else { return kept }
            rest = rest[close.upperBound...]
        }
        return kept + rest
    }

    /// The entry's lines, indented one step a level below the root dictionary.
    private static func manifest(sceneDelegate: String, step: String) -> [String] {
        let lines: [(Int, String)] = [
            (0, "<key>UIApplicationSceneManifest</key>"), (0, "<dict>"),
            (1, "<key>UIApplicationSupportsMultipleScenes</key>"), (1, "<false/>"),
            (1, "<key>UISceneConfigurations</key>"), (1, "<dict>"),
            (2, "<key>UIWindowSceneSessionRoleApplication</key>"), (2, "<array>"), (3, "<dict>"),
            (4, "<key>UISceneConfigurationName</key>"), (4, "<string>\(configurationName)</string>"),
            (4, "<key>UISceneDelegateClassName</key>"),
            (4, "<string>$(PRODUCT_MODULE_NAME).\(sceneDelegate)</string>"),
            (3, "</dict>"), (2, "</array>"), (1, "</dict>"), (0, "</dict>"),
        ]
        return lines.map { level, line in String(repeating: step, count: level) + line }
    }
}
