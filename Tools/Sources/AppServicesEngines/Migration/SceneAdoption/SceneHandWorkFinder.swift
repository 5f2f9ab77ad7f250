import SwiftSyntax

/// Finds the code `appservices migrate --adopt-scenes` cannot move for the user: uses of the one-window,
/// app-wide UI that a scene-based app no longer has, each with what replaces it.
///
/// `UIApplication.shared.keyWindow` and `.windows`, `UIScreen.main`, the status bar's orientation, the device's
/// orientation, the launch window's scene and a presentation from its root (no scene before the main scene connects),
/// and the launch options a scene-based app's launch no longer carries (its URL, quick action and user activity
/// arrive in the scene's connection options).
final class SceneHandWorkFinder: SyntaxVisitor {
    /// One use, and what to do about it.
    struct Use {
        var node: Syntax
        var advice: String
    }

    private(set) var uses: [Use] = []

    static func uses(in node: some SyntaxProtocol) -> [Use] {
        SceneHandWorkFinder(viewMode: .sourceAccurate).walked(node).uses
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let base = node.base?.trimmedDescription ?? ""
        let name = node.declName.baseName.text
        let advice: String? =
            switch name {
            case "keyWindow" where base.hasSuffix("shared") || base.hasSuffix("application"):
                "a scene-based app has a key window per scene: use the window of the scene the code serves "
                    + "(`(scene as? UIWindowScene)?.keyWindow`)"
            case "windows" where base.hasSuffix("shared") || base.hasSuffix("application"):
                "windows belong to scenes: use `(scene as? UIWindowScene)?.windows`"
            case "main" where base == "UIScreen":
                "use the screen of the scene the code serves (`(scene as? UIWindowScene)?.screen`)"
            case "statusBarOrientation", "statusBarFrame":
                "the status bar belongs to a scene: use `windowScene.effectiveGeometry.interfaceOrientation` or "
                    + "`windowScene.statusBarManager`"
            case "orientation" where base.hasSuffix("UIDevice.current"):
                "check the scene's interface orientation (`windowScene.effectiveGeometry.interfaceOrientation`), "
                    + "which follows the scene, not the device"
            case "windowScene" where isInLaunch(node) && base.filter({ $0 != "?" && $0 != "!" }).hasSuffix("window"):
                "the window has no scene at launch (the main scene takes it when it connects), so this is `nil`: "
                    + "run this code when the main scene connects, in a service adopting `SceneWillConnectService`"
            case "present" where isInLaunch(node) && base.contains("rootViewController"):
                "a view controller presented at launch, before the window has a scene, never shows: present it when "
                    + "the main scene connects, in a service adopting `SceneWillConnectService`"
            case let key where Self.launchOptionKeys.contains(key) && isLaunchOptionKey(node):
                "a scene-based app's launch options do not carry it: it arrives in the connection options of "
                    + "`scene(_:willConnectTo:options:)`, which the host delivers to the services"
            default: nil
            }
        guard let advice else { return .visitChildren }
        uses.append(Use(node: Syntax(node), advice: advice))
        return .skipChildren
    }

    /// The launch option keys whose value a scene-based app receives in the connection options instead.
    private static let launchOptionKeys: Set<String> = [
        "url", "shortcutItem", "userActivityDictionary", "userActivityType",
    ]

    /// Whether `node` is a launch option key: written in full (`UIApplication.LaunchOptionsKey.shortcutItem`),
    /// or short (`.url`) as the key of a subscript of `launchOptions` or of a parameter of the launch options'
    /// type, as in a helper that takes them.
    private func isLaunchOptionKey(_ node: MemberAccessExprSyntax) -> Bool {
        if let base = node.base {
            return base.trimmedDescription.filter { !$0.isWhitespace }.hasSuffix("LaunchOptionsKey")
        }
        guard let subscriptCall = node.parent?.parent?.parent?.as(SubscriptCallExprSyntax.self) else { return false }
        let subscripted = subscriptCall.calledExpression
        return subscripted.trimmedDescription.hasPrefix("launchOptions")
            || launchOptionParameters.last?.contains(subscripted.firstToken(viewMode: .sourceAccurate)?.text ?? "")
                == true
    }

    /// The names of the parameters of the launch options' type, for each function the walk is in, innermost last.
    private var launchOptionParameters: [Set<String>] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.signature.parameterClause.parameters.filter { parameter in
            parameter.type.trimmedDescription.contains("LaunchOptionsKey")
        }.map { ($0.secondName ?? $0.firstName).text }
        launchOptionParameters.append(Set(names))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        launchOptionParameters.removeLast()
    }

    /// Whether `node` is in a launch callback, which runs before the app has a scene.
    private func isInLaunch(_ node: some SyntaxProtocol) -> Bool {
        sequence(first: Syntax(node)) { $0.parent }.contains {
            $0.as(FunctionDeclSyntax.self)?.signature.description.contains("FinishLaunchingWithOptions") == true
        }
    }
}
