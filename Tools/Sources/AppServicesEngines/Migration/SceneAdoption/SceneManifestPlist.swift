@_spi(AppServicesTools) import AppServices
import AppServicesPropertyListLines
import Foundation

/// A copy of an app's Info.plist that declares the scene configuration `appservices migrate --adopt-scenes`
/// writes: one window-scene configuration whose delegate is the new scene delegate (with the app's storyboard, if
/// any), and one scene at a time; it is inserted into the XML text, all else kept, and must read back (with
/// Foundation, within the bounds) as the original plus exactly the manifest, or the Info.plist is refused.
enum SceneManifestPlist {
    /// The name of the configuration, as Xcode's templates name it.
    static let configurationName = "Default Configuration"

    private static let manifestKey = "UIApplicationSceneManifest"

    /// `text` with the scene manifest added, or completed.
    ///
    /// A manifest without scene configurations (an empty `UISceneConfigurations` is removed) does not adopt the scene
    /// life cycle (TN3187): the configuration is added into it, its other keys kept. A storyboard app's
    /// `UIMainStoryboardFile` (and `~ipad`) becomes the configuration's `UISceneStoryboardFile` (in
    /// `UIApplicationSceneManifest~ipad`), unless `namesStoryboard` is `false` (launch code replaces its window).
    ///
    /// - Throws: ``MigrationError`` naming the file when it is not an XML property list with a dictionary root,
    ///   declares a scene configuration already, or the copy would not read back as the original plus the manifest.
    static func adding(
        to text: String, path: String, sceneDelegate: String, namesStoryboard: Bool = true
    ) throws(MigrationError) -> String {
        guard !text.hasPrefix("bplist") else {
            throw MigrationError(
                file: path,
                reason: "is a binary property list: convert it with `plutil -convert xml1`, then migrate again")
        }
        let original = try root(of: text, path: path)
        let step = text.contains("\n\t<key>") ? "\t" : "    "
        var copy = text
        var expected = original
        for (key, named) in storyboards(of: original) {
            let storyboard = namesStoryboard ? named : nil
            let existing = original[key]
            guard existing == nil || SceneAdoptionRule.isWithoutConfigurations(existing) else {
                throw MigrationError(
                    file: path,
                    reason: "declares \(key) with UISceneConfigurations already: the app uses scenes; migrate "
                        + "without --adopt-scenes")
            }
            let present = existing as? [String: Any] ?? [:]
            if present[SceneAdoptionRule.configurationsKey] != nil {
                copy = String(decoding: removingConfigurations(from: Array(copy.utf8), under: key), as: UTF8.self)
            }
            let entry =
                existing == nil
                ? manifest(key: key, sceneDelegate: sceneDelegate, storyboard: storyboard, step: step)
                : contents(
                    sceneDelegate: sceneDelegate, storyboard: storyboard, step: step, level: 1,
                    multipleScenes: present["UIApplicationSupportsMultipleScenes"] == nil)
            copy = try inserting(entry, into: Array(copy.utf8), under: existing == nil ? nil : key, path: path)
            let added = try root(of: "<plist version=\"1.0\"><dict>\(entry.joined())</dict></plist>", path: path)
            expected[key] = existing == nil ? added[key] : present.merging(added) { $1 }
        }
        guard let read = try? root(of: copy, path: path), NSDictionary(dictionary: read).isEqual(to: expected) else {
            throw MigrationError(
                file: path,
                reason: "cannot add UIApplicationSceneManifest: the copy would not read as the original plus the "
                    + "manifest; add it by hand")
        }
        return copy
    }

    /// The main storyboard `text` names (`UIMainStoryboardFile`), which makes a storyboard app's window; `nil`
    /// when it names none or is not a property list.
    static func mainStoryboard(of text: String) -> String? {
        (try? root(of: text, path: "")).flatMap { storyboards(of: $0).first?.storyboard }
    }

    private static let mainStoryboardKey = "UIMainStoryboardFile"
    private static let iPadSuffix = "~ipad"
    private static let launchStoryboardKey = "UILaunchStoryboardName"

    /// The manifests to write, each with its storyboard.
    ///
    /// `UIApplicationSceneManifest` with `UIMainStoryboardFile`, and, when the app names one for iPad,
    /// `UIApplicationSceneManifest~ipad` with `UIMainStoryboardFile~ipad`. A main storyboard that is also the launch screen (`UILaunchStoryboardName`) is no interface: the app
    /// makes its window in code, so the scene names no storyboard.
    private static func storyboards(of original: [String: Any]) -> [(key: String, storyboard: String?)] {
        func interface(_ suffix: String) -> String? {
            let storyboard = original[mainStoryboardKey + suffix] as? String
            let launch = original[launchStoryboardKey + suffix] as? String ?? original[launchStoryboardKey] as? String
            return storyboard == launch ? nil : storyboard
        }
        let main: [(key: String, storyboard: String?)] = [(manifestKey, interface(""))]
        guard let iPad = interface(iPadSuffix) else { return main }
        return main + [(manifestKey + iPadSuffix, iPad)]
    }

    /// The root dictionary of `text`, read by Foundation within the bounds; an Info.plist that does not read and has
    /// C preprocessor lines is named as preprocessed, not as what Foundation takes it for.
    private static func root(of text: String, path: String) throws(MigrationError) -> [String: Any] {
        let root: Any
        do {
            root = try BoundedPropertyList.read(Data(text.utf8))
        } catch {
            let directives = PreprocessorDirectives(Array(text.utf8))
            guard !directives.lines.isEmpty else { throw MigrationError(file: path, reason: error.description) }
            throw MigrationError(
                file: path,
                reason: "lines \(directives.listed) start with `#`: Xcode runs this Info.plist through the C "
                    + "preprocessor (INFOPLIST_PREPROCESS = YES), so migrate cannot copy it with the scene manifest; "
                    + "give --info-plist the preprocessed Info.plist of a build and add the manifest to this file by "
                    + "hand")
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

    /// `bytes` with `entry` inserted at the end of a dictionary: the root one, or the root's value for `key`;
    /// before its closing tag, on lines of their own, or in place of an empty `<dict/>`.
    private static func inserting(_ entry: [String], into bytes: [UInt8], under key: String?, path: String)
        throws(MigrationError) -> String
    {
        var text = XMLText(bytes: bytes)
        var depth = 0
        var target: Int?
        var lastKey: String?
        while let tag = text.nextTag() {
            if depth == 1, tag.name == "key", !tag.isClosing, !tag.isEmpty {
                lastKey = text.keyText()
                continue
            }
            let opensTarget =
                target == nil && !tag.isClosing
                && (key == nil ? depth == 0 : depth == 1 && lastKey == key && tag.name == "dict")
            if depth == 1, !tag.isClosing { lastKey = nil }
            guard tag.name == "dict" || tag.name == "array" else { continue }
            if opensTarget, tag.isEmpty {
                let indent = indentation(before: tag.bytes.lowerBound, in: bytes)
                let lines = entry.map { indent + $0 + "\n" }.joined()
                return splice(bytes, replacing: tag.bytes, with: "<dict>\n\(lines)\(indent)</dict>")
            }
            if tag.isEmpty { continue }
            depth += tag.isClosing ? -1 : 1
            if opensTarget { target = depth - 1 }
            guard tag.isClosing, depth == target else { continue }
            let lineStart = bytes[..<tag.bytes.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let indent = bytes[lineStart..<tag.bytes.lowerBound]
            guard indent.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                let lines = entry.map { "\n" + $0 }.joined()
                return splice(bytes, replacing: tag.bytes.lowerBound..<tag.bytes.lowerBound, with: lines + "\n")
            }
            let lines = entry.map { String(decoding: indent, as: UTF8.self) + $0 + "\n" }.joined()
            return splice(bytes, replacing: lineStart..<lineStart, with: lines)
        }
        throw MigrationError(
            file: path,
            reason: "is not an XML property list: convert it with `plutil -convert xml1`, then migrate again")
    }

    /// The spaces and tabs that start the line holding `offset`, up to the first other character.
    private static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let indent = bytes[lineStart..<offset].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return String(decoding: indent, as: UTF8.self)
    }

    private static func splice(_ bytes: [UInt8], replacing range: Range<Int>, with text: String) -> String {
        String(decoding: bytes[..<range.lowerBound] + Array(text.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }

    /// The manifest's entry, `key` and its dictionary, indented one step a level below the root dictionary's entries.
    private static func manifest(key: String, sceneDelegate: String, storyboard: String?, step: String) -> [String] {
        [step + "<key>\(key)</key>", step + "<dict>"]
            + contents(sceneDelegate: sceneDelegate, storyboard: storyboard, step: step, level: 2, multipleScenes: true)
            + [step + "</dict>"]
    }

    /// The manifest dictionary's entries, each indented `level` steps: one scene at a time, as the app had one
    /// window (unless `multipleScenes` is false: the manifest says so already), and one window-scene
    /// configuration whose delegate is the new scene delegate.
    private static func contents(
        sceneDelegate: String, storyboard: String?, step: String, level: Int, multipleScenes: Bool
    ) -> [String] {
        var configuration: [(Int, String)] = [
            (3, "<key>UISceneConfigurationName</key>"), (3, "<string>\(configurationName)</string>"),
            (3, "<key>UISceneDelegateClassName</key>"),
            (3, "<string>$(PRODUCT_MODULE_NAME).\(sceneDelegate)</string>"),
        ]
        if let storyboard {
            configuration += [(3, "<key>UISceneStoryboardFile</key>"), (3, "<string>\(escaped(storyboard))</string>")]
        }
        let multiple: [(Int, String)] =
            multipleScenes ? [(0, "<key>UIApplicationSupportsMultipleScenes</key>"), (0, "<false/>")] : []
        let head: [(Int, String)] = [
            (0, "<key>UISceneConfigurations</key>"), (0, "<dict>"),
            (1, "<key>UIWindowSceneSessionRoleApplication</key>"), (1, "<array>"), (2, "<dict>"),
        ]
        let tail: [(Int, String)] = [(2, "</dict>"), (1, "</array>"), (0, "</dict>")]
        return (multiple + head + configuration + tail).map { depth, line in
            String(repeating: step, count: level + depth) + line
        }
    }

    /// `text` with `&`, `<` and `>` written as references, as XML text.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
