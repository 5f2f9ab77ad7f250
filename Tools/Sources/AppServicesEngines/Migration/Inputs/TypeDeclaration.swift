import SwiftSyntax

/// A class declaration or an extension at the top level of a file, or inside top-level `#if` blocks: its name,
/// what it inherits, its members, and the conditions it is compiled under.
struct TypeDeclaration {
    /// One entry of an inheritance clause.
    struct Inherited {
        /// The entry as written, such as `UIKit.UIResponder` or `@preconcurrency UIApplicationDelegate`.
        var text: String
        /// The names it is made of, as ``InheritanceReader/names(in:)`` reads them.
        var names: [String]
    }

    var node: DeclSyntax
    /// The class's name, or the extended type's.
    var name: String
    var isClass: Bool
    var inherited: [Inherited]
    var members: MemberBlockItemListSyntax
    /// The conditions of the `#if` clauses it is inside, outermost first; empty at the top level.
    var conditions: [String]

    var inheritedNames: [String] { inherited.flatMap(\.names) }

    /// The declaration `item` holds, if it is a class or an extension.
    init?(_ item: CodeBlockItemSyntax.Item, conditions: [String] = []) {
        let declaration: any DeclGroupSyntax
        if let type = item.as(ClassDeclSyntax.self) {
            declaration = type
            name = type.name.text
        } else if let type = item.as(ExtensionDeclSyntax.self) {
            declaration = type
            name = InheritanceReader.names(in: type.extendedType).last?.name ?? type.extendedType.trimmedDescription
        } else {
            return nil
        }
        node = DeclSyntax(declaration)
        isClass = declaration.is(ClassDeclSyntax.self)
        inherited = Self.entries(declaration.inheritanceClause)
        members = declaration.memberBlock.members
        self.conditions = conditions
    }

    private static func entries(_ clause: InheritanceClauseSyntax?) -> [Inherited] {
        clause?.inheritedTypes.map {
            Inherited(text: $0.type.trimmedDescription, names: InheritanceReader.names(in: $0.type).map(\.name))
        } ?? []
    }
}
