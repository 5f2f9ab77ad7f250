import SwiftSyntax

/// The app's own protocols, declared in the inputs, with what their requirements and their extensions declare:
/// a delegate that adopted one may have relied on its default implementations, which moved code then needs in
/// the service.
struct AppProtocols {
    /// The names each protocol's requirements declare, by protocol.
    private var requirements: [String: Set<String>] = [:]
    /// The names each protocol's extensions declare (default implementations and helpers), by protocol.
    private var provided: [String: Set<String>] = [:]

    /// Reads the protocols and protocol extensions at the top level of `sources` and in their `#if` blocks.
    init(_ sources: [ParsedSource]) {
        for source in sources {
            for (statement, _) in TopLevelStatements.all(in: source.tree) {
                if let declaration = statement.item.as(ProtocolDeclSyntax.self) {
                    requirements[declaration.name.text, default: []].formUnion(
                        declaration.memberBlock.members.flatMap { Self.names(declaredBy: $0.decl) })
                } else if let declaration = statement.item.as(ExtensionDeclSyntax.self),
                    let name = InheritanceReader.names(in: declaration.extendedType).last?.name
                {
                    provided[name, default: []].formUnion(
                        declaration.memberBlock.members.flatMap { Self.names(declaredBy: $0.decl) })
                }
            }
        }
    }

    /// Of the app's protocols `adopted`, those whose members `references` use without `declared` declaring them, each
    /// with whether its extensions (or the moved code) implement every requirement, so a service can adopt it as it is.
    ///
    /// In `adopted`'s order: what the delegate's declaration and extensions inherit.
    func reliedOn(among adopted: [String], references: Set<String>, declared: Set<String>)
        -> [(name: String, isComplete: Bool)]
    {
        var found: [(String, Bool)] = []
        for name in adopted where requirements[name] != nil && !found.contains(where: { $0.0 == name }) {
            let members = (requirements[name] ?? []).union(provided[name] ?? [])
            guard !members.intersection(references).subtracting(declared).isEmpty else { continue }
            found.append((name, (requirements[name] ?? []).isSubset(of: (provided[name] ?? []).union(declared))))
        }
        return found
    }

    /// The names `declaration` declares: a method's base and full names, a property's names.
    private static func names(declaredBy declaration: DeclSyntax) -> [String] {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return [function.name.text, SourceCollector.swiftName(of: function)]
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return []
    }
}
