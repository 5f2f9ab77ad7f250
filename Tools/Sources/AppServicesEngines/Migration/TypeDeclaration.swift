import SwiftSyntax

/// A class declaration or an extension at the top level of a file: its name, what it inherits, its members.
struct TypeDeclaration {
    /// The class or extension.
    var node: DeclSyntax
    /// The class's name, or the extended type's.
    var name: String
    /// Whether it is the class's declaration rather than an extension.
    var isClass: Bool
    /// The names in its inheritance clause.
    var inheritedNames: [String]
    /// Its members.
    var members: MemberBlockItemListSyntax

    /// The declaration `item` holds, if it is a class or an extension.
    init?(_ item: CodeBlockItemSyntax.Item) {
        if let declaration = item.as(ClassDeclSyntax.self) {
            node = DeclSyntax(declaration)
            name = declaration.name.text
            isClass = true
            inheritedNames = Self.names(declaration.inheritanceClause)
            members = declaration.memberBlock.members
        } else if let declaration = item.as(ExtensionDeclSyntax.self) {
            node = DeclSyntax(declaration)
            name = declaration.extendedType.trimmedDescription
            isClass = false
            inheritedNames = Self.names(declaration.inheritanceClause)
            members = declaration.memberBlock.members
        } else {
            return nil
        }
    }

    /// The inherited types' names, without attributes such as `@preconcurrency`.
    private static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { ($0.type.as(AttributedTypeSyntax.self)?.baseType ?? $0.type).trimmedDescription }
            ?? []
    }
}
