/// TN3187's "does this app adopt the scene life cycle", the one rule `doctor` judges by and `migrate
/// --adopt-scenes` completes a manifest by, as the replica's `HeadlessSystem.usesScenes` models UIKit.
///
/// An app adopts it when its scene manifest declares a scene configuration, when its app delegate (or a service,
/// through the library's) implements `application(_:configurationForConnecting:options:)`, or when it is a SwiftUI
/// `App`. A manifest without configurations does not count, nor does the one Xcode generates for a UIKit app
/// (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`): such an app built with the iOS 27 SDK fails to launch.
enum SceneAdoptionRule {
    /// The manifest's key that lists the scene configurations by session role.
    static let configurationsKey = "UISceneConfigurations"

    /// Whether UIKit runs an app with scenes; it chooses configurations in code when its app delegate or a service
    /// implements `application(_:configurationForConnecting:options:)`.
    static func adopts(declaresConfiguration: Bool, choosesConfigurationsInCode: Bool, isSwiftUIApp: Bool) -> Bool {
        declaresConfiguration || choosesConfigurationsInCode || isSwiftUIApp
    }

    /// Whether `manifest` is a dictionary that declares no scene configuration: without `UISceneConfigurations`,
    /// or with one that lists none (an empty dictionary, or roles whose arrays are empty).
    static func isWithoutConfigurations(_ manifest: Any?) -> Bool {
        guard let manifest = manifest as? [String: Any] else { return false }
        guard let configurations = manifest[configurationsKey] else { return true }
        guard let roles = configurations as? [String: Any] else { return false }
        return roles.values.allSatisfy { ($0 as? [Any])?.isEmpty == true }
    }
}
