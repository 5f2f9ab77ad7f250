import SwiftSyntax

/// Reads inheritance clauses and type aliases the same way for `migrate` and `doctor`: a type expression gives
/// the names it is made of (`A & B` both, `UIKit.UIResponder` `UIResponder`, `@MainActor A` `A`), and a name is
/// followed through the app's own protocols, classes and type aliases to the names the app does not declare.
enum InheritanceReader {
    /// The names a type expression is made of, each with the node that names it.
    static func names(in type: TypeSyntax) -> [(name: String, syntax: Syntax)] {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return [(identifier.name.text, Syntax(identifier))]
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return [(member.name.text, Syntax(member))]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { names(in: $0.type) }
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return names(in: attributed.baseType)
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            return names(in: someOrAny.constraint)
        }
        return []
    }

    /// The names not declared by the app that `name` leads to, itself included when the app does not declare it, in
    /// the order the clauses name them; `inherited` is `nil` for a name the app does not declare.
    static func externalNames(reachedFrom name: String, inherited: (String) -> [String]?) -> [String] {
        var reached: [String] = []
        var visited: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            if let names = inherited(next) {
                pending += names.reversed()
            } else {
                reached.append(next)
            }
        }
        return reached
    }
}
