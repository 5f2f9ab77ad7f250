import SwiftSyntax

/// The imports at the top of a file: plain `import` lines, sorted by module, then `#if` blocks of imports
/// (such as the `UIKit` or `UIKitHeadless` choice), kept verbatim, and the imports of `#if` blocks that hold other
/// code too, under their clause's condition.
struct ImportSection {
    /// Plain imports by module name.
    private var plain: [String: String] = [:]
    /// `#if` blocks that hold only imports, verbatim, in order.
    private var blocks: [String] = []

    init(_ source: ParsedSource) {
        for statement in source.tree.statements {
            if let declaration = statement.item.as(ImportDeclSyntax.self) {
                plain[declaration.path.trimmedDescription] = declaration.trimmedDescription
            } else if let block = statement.item.as(IfConfigDeclSyntax.self) {
                for text in Self.importBlocks(in: block) where !blocks.contains(text) { blocks.append(text) }
            }
        }
    }

    func merging(_ other: ImportSection) -> ImportSection {
        var merged = self
        merged.plain.merge(other.plain) { mine, _ in mine }
        merged.blocks += other.blocks.filter { !blocks.contains($0) }
        return merged
    }

    func adding(_ module: String) -> ImportSection {
        var added = self
        if added.plain[module] == nil { added.plain[module] = "import \(module)" }
        return added
    }

    func imports(_ module: String) -> Bool { plain[module] != nil }

    /// The section's text, ending with a blank line.
    var text: String {
        let lines = plain.keys.sorted().compactMap { plain[$0] }
        return ([lines.joined(separator: "\n")] + blocks).filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n\n"
    }

    /// `block` verbatim when it holds only imports; else, for each clause that imports modules beside other
    /// code (a delegate declared inside `#if os(iOS)`), those imports under the clause's condition.
    private static func importBlocks(in block: IfConfigDeclSyntax) -> [String] {
        guard !holdsOnlyImports(block) else { return [block.trimmedDescription] }
        return zip(block.clauses, TopLevelStatements.clauseConditions(of: block)).compactMap { clause, condition in
            guard case .statements(let statements) = clause.elements else { return nil }
            let imports = statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
            return imports.isEmpty ? nil : "#if \(condition)\n" + imports.joined(separator: "\n") + "\n#endif"
        }
    }

    /// Whether `block` is an `#if` block of imports only.
    static func holdsOnlyImports(_ block: IfConfigDeclSyntax) -> Bool {
        block.clauses.allSatisfy { clause in
            guard case .statements(let statements) = clause.elements else { return clause.elements == nil }
            return statements.allSatisfy { $0.item.is(ImportDeclSyntax.self) }
        }
    }
}
