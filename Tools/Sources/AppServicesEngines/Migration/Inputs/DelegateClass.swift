import AppServices
import SwiftSyntax

/// An app or scene delegate class found in the inputs, with the members of its declaration and extensions.
struct DelegateClass {
    enum Role {
        /// A `UIApplicationDelegate`, becoming a `ServicesAppDelegate`.
        case application
        /// A `UISceneDelegate` or `UIWindowSceneDelegate`, becoming a `ServicesSceneDelegate`.
        case scene

        /// The library's delegate class it becomes a subclass of.
        var baseClass: String {
            switch self {
            case .application: "ServicesAppDelegate"
            case .scene: "ServicesSceneDelegate"
            }
        }

        /// The delegate protocols whose callbacks its methods may implement.
        var delegates: Set<DelegateCallback.Delegate> {
            switch self {
            case .application: [.application, .notificationCenter]
            case .scene: [.scene, .windowScene]
            }
        }
    }

    var name: String
    var role: Role
    /// Where it is declared, `file:line`.
    var position: String
    /// Its members, from its declaration and then its extensions, in the order of the inputs.
    var members: [DelegateMember]
    /// Whether its declaration inherits ``Role/baseClass`` already.
    var inheritsBaseClass: Bool
    /// The names its declaration's and its extensions' inheritance clauses are made of.
    var adoptedNames: [String] = []

    /// What its services are named after: its name without `Delegate`, `ShopApp` for `ShopAppDelegate`.
    var servicePrefix: String {
        let plain = Self.identifier(name)
        return plain.hasSuffix("Delegate") && plain != "Delegate" ? String(plain.dropLast("Delegate".count)) : plain
    }

    /// `name` as a plain Swift identifier, safe as a file name too: a raw identifier's backticks dropped, and
    /// each character that may not appear in an identifier (`/`, `.`, a space) replaced by `_`.
    static func identifier(_ name: String) -> String {
        let unquoted =
            name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? name.dropFirst().dropLast() : name[...]
        let characters = unquoted.map { character -> Character in
            character == "_" || character.isLetter || character.isNumber ? character : "_"
        }
        return characters.first?.isNumber == true ? "_" + String(characters) : String(characters)
    }

    /// The protocols and classes that make a type a delegate of this role, and that it drops when it becomes a
    /// subclass of ``Role/baseClass``.
    static let delegateTypes: [String: Role] = [
        "UIApplicationDelegate": .application, "ServicesAppDelegate": .application,
        "UISceneDelegate": .scene, "UIWindowSceneDelegate": .scene, "ServicesSceneDelegate": .scene,
    ]

    /// The inherited types the rewritten delegate drops: UIKit's delegate protocols and the superclasses
    /// `UIResponder` and `NSObject`, which the library's base classes adopt and inherit already.
    static let replacedTypes: Set<String> = [
        "NSObject", "UIResponder", "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate",
        "UNUserNotificationCenterDelegate", "ServicesAppDelegate", "ServicesSceneDelegate", "SceneServiceProvider",
    ]
}
