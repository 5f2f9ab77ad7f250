import AppServices
import SwiftSyntax

/// The parameter types of a moved delegate method that differ from its capability's requirement, such as a
/// completion handler UIKit declares `@Sendable` and the capability does not; the service's declaration takes
/// the capability's type so that it satisfies the requirement, and its body stays as it was.
struct CapabilitySignature {
    /// A parameter whose type changes.
    struct Change {
        /// The parameter's type as the app wrote it.
        var type: TypeSyntax
        var replacement: String
    }

    /// The changes `member`'s callback methods need.
    static func changes(in member: DelegateMember) -> [Change] {
        functions(in: member.item.decl).flatMap { function -> [Change] in
            guard function.signature.effectSpecifiers?.asyncSpecifier == nil,
                let callback = member.callbacks.first(where: {
                    $0.callback.swiftName == SourceCollector.swiftName(of: function)
                })
            else { return [] }
            let types = callback.callback.capabilityParameterTypes
            return zip(function.signature.parameterClause.parameters, types).compactMap { parameter, type in
                parameter.type.trimmedDescription.filter { !$0.isWhitespace } == type.filter { !$0.isWhitespace }
                    ? nil : Change(type: parameter.type, replacement: type)
            }
        }
    }

    /// The functions `declaration` holds: itself, or those in the clauses of an `#if` block.
    static func functions(in declaration: DeclSyntax) -> [FunctionDeclSyntax] {
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function] }
        guard let block = declaration.as(IfConfigDeclSyntax.self) else { return [] }
        return block.clauses.flatMap { clause -> [FunctionDeclSyntax] in
            guard case .decls(let members) = clause.elements else { return [] }
            return members.flatMap { functions(in: $0.decl) }
        }
    }
}
