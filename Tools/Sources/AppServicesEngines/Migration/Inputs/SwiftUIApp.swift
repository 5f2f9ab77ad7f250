import SwiftSyntax

/// A type of the app's sources that adopts SwiftUI's `App`: SwiftUI hosts the app's scenes, so the app uses scenes
/// whatever its Info.plist says (``SceneAdoptionRule``), and its app delegate is an `@UIApplicationDelegateAdaptor`'s.
struct SwiftUIApp {
    /// The type's name, such as `ShopApp`.
    var name: String
    /// Where it is declared, as `file:line`.
    var position: String

    /// The first structure of `sources` that adopts `App` (or `SwiftUI.App`), as SwiftUI's apps are, if any.
    static func first(in sources: [ParsedSource]) -> SwiftUIApp? {
        for source in sources {
            for (statement, _) in TopLevelStatements.all(in: source.tree) {
                guard let type = statement.item.as(StructDeclSyntax.self),
                    let inherited = type.inheritanceClause?.inheritedTypes,
                    inherited.contains(where: { ["App", "SwiftUI.App"].contains($0.type.trimmedDescription) })
                else { continue }
                return SwiftUIApp(name: type.name.text, position: source.position(of: type))
            }
        }
        return nil
    }
}
