@_spi(AppServicesTools) import AppServices
import AppServicesPropertyListLines
import Foundation

/// What doctor reads from an app's Info.plist: its background modes, its permitted background-task identifiers
/// and its scene manifest, each value with its key path.
///
/// A key of the wrong type (a string where an array belongs) is kept as a problem, not an input error: the file
/// reads, the app's setup is wrong.
package struct InfoPlist {
    /// A string of an array, with its key path, such as `UIBackgroundModes[1]`.
    struct Value {
        var value: String
        var keyPath: String
    }

    /// One entry of `UISceneConfigurations`.
    struct SceneConfiguration {
        /// The entry's key path, such as `UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]`.
        var keyPath: String
        /// The session role it configures, such as `CPTemplateApplicationSceneSessionRoleApplication`.
        var role: String
        /// `UISceneConfigurationName`, or `nil`.
        var name: String?
        /// `UISceneDelegateClassName` without a module prefix, or `nil`.
        var delegateClass: String?
        /// `UISceneDelegateClassName` as written, such as `$(PRODUCT_MODULE_NAME).SceneDelegate`.
        var writtenDelegateClass: String?
        /// `UISceneClassName` without a module prefix, such as `UIWindowScene`, or `nil`.
        var sceneClass: String?
        /// Whether it names a storyboard (`UISceneStoryboardFile`), which then creates the window.
        var hasStoryboard: Bool

        /// How findings name it: `'Default'`, or its key path without a name.
        var displayName: String { name.map { "'\($0)'" } ?? keyPath }
    }

    /// The file, as given on the command line.
    let file: String
    /// The line of each key path, for an XML property list; none for a binary one.
    let lines: PropertyListLines
    /// `UIBackgroundModes`, in order.
    private(set) var backgroundModes: [Value] = []
    /// `BGTaskSchedulerPermittedIdentifiers`, in order.
    private(set) var permittedTaskIdentifiers: [Value] = []
    private(set) var hasSceneManifest = false
    /// The scene manifest's `CPSupportsDashboardNavigationScene`, without which CarPlay shows no dashboard scene.
    private(set) var supportsCarPlayDashboard = false
    /// The configurations of every session role in the scene manifest.
    private(set) var sceneConfigurations: [SceneConfiguration] = []
    /// Keys of the wrong type.
    private(set) var problems: [Finding] = []
    /// The key that turns Firebase's app-delegate proxy off, when it is the boolean `false` (or the number 0), as
    /// GoogleUtilities reads it.
    private(set) var firebaseProxyOffKey: String?

    static let backgroundModesKey = "UIBackgroundModes"
    static let permittedTaskIdentifiersKey = "BGTaskSchedulerPermittedIdentifiers"
    static let sceneManifestKey = "UIApplicationSceneManifest"
    static let sceneConfigurationsKey = "UISceneConfigurations"
    static let firebaseProxyKeys = ["FirebaseAppDelegateProxyEnabled", "GoogleUtilitiesAppDelegateProxyEnabled"]

    /// Reads an Info.plist.
    ///
    /// - Throws: ``InputOutputError`` for a file that cannot be read, is not a property list or one within the
    ///   manifest limits (read with the library's ``BoundedPropertyList``), or whose root is not a dictionary.
    package init(file: String) throws(InputOutputError) {
        self.file = file
        var data = try InputFile.read(file, maximumByteCount: ManifestLimits.maximumByteCount)
        let root: Any
        do {
            root = try BoundedPropertyList.read(data)
        } catch {
            let directives = PreprocessorDirectives(Array(data))
            guard !data.starts(with: Data("bplist".utf8)), let first = directives.lines.first else {
                throw InputOutputError(file: file, reason: error.description)
            }
            do {
                data = Data(directives.blanked)
                root = try BoundedPropertyList.read(data)
            } catch {
                throw InputOutputError(
                    file: file,
                    reason: "\(error.description); lines \(directives.listed) start with `#`: Xcode runs this file "
                        + "through the C preprocessor (INFOPLIST_PREPROCESS = YES), and without those lines it is "
                        + "still not a property list: give doctor the preprocessed Info.plist of a build instead")
            }
            problems.append(
                Finding(
                    .note, "preprocessedInfoPlist", at: SourceLine(file: file, line: first), type: nil,
                    identifiers: ["INFOPLIST_PREPROCESS"],
                    "lines \(directives.listed) are C preprocessor directives: Xcode runs this Info.plist through "
                        + "the preprocessor (INFOPLIST_PREPROCESS = YES); doctor read it without them, so the keys of "
                        + "every conditional branch are checked as if all were present"))
        }
        lines = PropertyListLines(Array(data))
        guard let dictionary = root as? [String: Any] else {
            throw InputOutputError(file: file, reason: "not an Info.plist: its root is not a dictionary")
        }
        backgroundModes = strings(at: Self.backgroundModesKey, in: dictionary)
        permittedTaskIdentifiers = strings(at: Self.permittedTaskIdentifiersKey, in: dictionary)
        firebaseProxyOffKey = Self.firebaseProxyKeys.first { key in
            (dictionary[key] as? Bool) == false || (dictionary[key] as? Int) == 0
        }
        if let manifest = dictionary[Self.sceneManifestKey] {
            hasSceneManifest = true
            readSceneManifest(manifest)
        }
    }

    private mutating func readSceneManifest(_ manifest: Any) {
        guard let manifest = manifest as? [String: Any] else {
            return wrongType(Self.sceneManifestKey, expected: "a dictionary")
        }
        supportsCarPlayDashboard = manifest["CPSupportsDashboardNavigationScene"] as? Bool ?? false
        let rolesKey = "\(Self.sceneManifestKey).\(Self.sceneConfigurationsKey)"
        guard let roles = manifest[Self.sceneConfigurationsKey] else { return }
        guard let roles = roles as? [String: Any] else { return wrongType(rolesKey, expected: "a dictionary") }
        for role in roles.keys.sorted() {
            let roleKey = "\(rolesKey).\(role)"
            guard let entries = roles[role] as? [Any] else {
                wrongType(roleKey, expected: "an array of dictionaries")
                continue
            }
            for (index, entry) in entries.enumerated() {
                let keyPath = "\(roleKey)[\(index)]"
                guard let entry = entry as? [String: Any] else {
                    wrongType(keyPath, expected: "a dictionary")
                    continue
                }
                let written = entry["UISceneDelegateClassName"] as? String
                sceneConfigurations.append(
                    SceneConfiguration(
                        keyPath: keyPath, role: role, name: entry["UISceneConfigurationName"] as? String,
                        delegateClass: written.map(Self.unqualified), writtenDelegateClass: written,
                        sceneClass: (entry["UISceneClassName"] as? String).map(Self.unqualified),
                        hasStoryboard: entry["UISceneStoryboardFile"] != nil))
            }
        }
    }

    /// `Module.Name` or `$(PRODUCT_MODULE_NAME).Name` as `Name`: the runtime name's last component.
    private static func unqualified(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    private mutating func strings(at key: String, in dictionary: [String: Any]) -> [Value] {
        guard let value = dictionary[key] else { return [] }
        guard let array = value as? [String] else {
            wrongType(key, expected: "an array of strings")
            return []
        }
        return array.enumerated().map { Value(value: $1, keyPath: "\(key)[\($0)]") }
    }

    private mutating func wrongType(_ keyPath: String, expected: String) {
        problems.append(
            Finding(
                .error, "wrongType", in: file, at: keyPath, identifiers: [keyPath],
                "\(keyPath) must be \(expected); UIKit ignores it as it is"))
    }
}
