@_spi(AppServicesTools) import AppServices
import Foundation

/// A copy of an app's Info.plist that declares the scene configuration `appservices migrate --adopt-scenes`
/// writes: `UIApplicationSceneManifest`, one window-scene configuration whose delegate is the new scene delegate
/// (with the app's storyboard, for a storyboard app, so that it still creates the window), and one scene at a
/// time, as the app had one window.
///
/// The entry is inserted into the XML text before the root dictionary's end, so everything else in the file stays
/// as it was, comments included. The copy is correct or not made: the original is read with Foundation (within the
/// bounds), and the copy must read back as the original plus exactly the manifest, else the Info.plist is refused
/// with the reason.
enum SceneManifestPlist {
    /// The name of the configuration, as Xcode's templates name it.
    static let configurationName = "Default Configuration"

    private static let manifestKey = "UIApplicationSceneManifest"

    /// `text` with the scene manifest added.
    ///
    /// - Parameters:
    ///   - text: The Info.plist's text.
    ///   - path: Its path, for errors.
    ///   - sceneDelegate: The scene delegate class's name.
    /// - Returns: The new text.
    /// - Throws: ``MigrationError`` naming the file when it is not an XML property list whose root is a
    ///   dictionary, when it declares a scene manifest already, or when the copy would not read back as the
    ///   original plus the manifest.
    static func adding(to text: String, path: String, sceneDelegate: String) throws(MigrationError) -> String {
        guard !text.hasPrefix("bplist") else {
            throw MigrationError(
                file: path,
                reason: "is a binary property list: convert it with `plutil -convert xml1`, then migrate again")
        }
        let original = try root(of: text, path: path)
        guard original[manifestKey] == nil else {
            throw MigrationError(
                file: path,
                reason: "declares UIApplicationSceneManifest already: the app uses scenes; migrate without "
                    + "--adopt-scenes")
        }
        let entry = manifest(
            sceneDelegate: sceneDelegate, storyboard: original["UIMainStoryboardFile"] as? String,
            step: text.contains("\n\t<key>") ? "\t" : "    ")
        let copy = try inserting(entry, into: Array(text.utf8), path: path)
        let expected = original.merging(
            try root(of: "<plist version=\"1.0\"><dict>\(entry.joined())</dict></plist>", path: path)
        ) {
            $1
        }
        guard let read = try? root(of: copy, path: path), NSDictionary(dictionary: read).isEqual(to: expected) else {
            throw MigrationError(
                file: path,
                reason: "cannot add UIApplicationSceneManifest: the copy would not read as the original plus the "
                    + "manifest; add it by hand")
        }
        return copy
    }

    /// The root dictionary of `text`, read by Foundation within the bounds.
    private static func root(of text: String, path: String) throws(MigrationError) -> [String: Any] {
        let root: Any
        do {
            root = try BoundedPropertyList.read(Data(text.utf8))
        } catch {
            throw MigrationError(file: path, reason: error.description)
        }
        guard let dictionary = root as? [String: Any] else {
            throw MigrationError(
                file: path, reason: "is not an Info.plist: its root is \(kind(of: root)), not a dictionary")
        }
        return dictionary
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: "an array"
        case is String: "a string"
        case is Data: "data"
        case is Date: "a date"
        default: "a number or a boolean"
        }
    }

    /// `bytes` with `entry` inserted at the end of the root dictionary: before its closing tag, on lines of their
    /// own, or in place of an empty `<dict/>`.
    private static func inserting(_ entry: [String], into bytes: [UInt8], path: String) throws(MigrationError)
        -> String
    {
        var text = XMLText(bytes: bytes)
        var depth = 0
        while let tag = text.nextTag() {
            guard tag.name == "dict" || tag.name == "array" else { continue }
            if depth == 0, tag.isEmpty {
                let lines = entry.map { $0 + "\n" }.joined()
                return splice(bytes, replacing: tag.bytes, with: "<dict>\n\(lines)</dict>")
            }
            if tag.isEmpty { continue }
            depth += tag.isClosing ? -1 : 1
            guard depth == 0 else { continue }
            let lineStart = bytes[..<tag.bytes.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let indent = bytes[lineStart..<tag.bytes.lowerBound]
            guard indent.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                let lines = entry.map { "\n" + $0 }.joined()
                return splice(bytes, replacing: tag.bytes.lowerBound..<tag.bytes.lowerBound, with: lines + "\n")
            }
            let rootIndent = String(decoding: indent, as: UTF8.self)
            let lines = entry.map { rootIndent + $0 + "\n" }.joined()
            return splice(bytes, replacing: lineStart..<lineStart, with: lines)
        }
        throw MigrationError(
            file: path,
            reason: "is not an XML property list: convert it with `plutil -convert xml1`, then migrate again")
    }

    private static func splice(_ bytes: [UInt8], replacing range: Range<Int>, with text: String) -> String {
        String(decoding: bytes[..<range.lowerBound] + Array(text.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }

    /// The entry's lines, indented one step a level below the root dictionary's entries.
    private static func manifest(sceneDelegate: String, storyboard: String?, step: String) -> [String] {
        var configuration: [(Int, String)] = [
            (4, "<key>UISceneConfigurationName</key>"), (4, "<string>\(configurationName)</string>"),
            (4, "<key>UISceneDelegateClassName</key>"),
            (4, "<string>$(PRODUCT_MODULE_NAME).\(sceneDelegate)</string>"),
        ]
        if let storyboard {
            configuration += [(4, "<key>UISceneStoryboardFile</key>"), (4, "<string>\(escaped(storyboard))</string>")]
        }
        let head: [(Int, String)] = [
            (0, "<key>\(manifestKey)</key>"), (0, "<dict>"),
            (1, "<key>UIApplicationSupportsMultipleScenes</key>"), (1, "<false/>"),
            (1, "<key>UISceneConfigurations</key>"), (1, "<dict>"),
            (2, "<key>UIWindowSceneSessionRoleApplication</key>"), (2, "<array>"), (3, "<dict>"),
        ]
        let tail: [(Int, String)] = [(3, "</dict>"), (2, "</array>"), (1, "</dict>"), (0, "</dict>")]
        return (head + configuration + tail).map { level, line in String(repeating: step, count: level + 1) + line }
    }

    /// `text` with `&`, `<` and `>` written as references, as XML text.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
