import SwiftSyntax

/// The statements at the top level of a file, and those inside top-level `#if` blocks (each clause's, nested
/// blocks' too), with the condition each is compiled under.
enum TopLevelStatements {
    /// The statements of `tree`, in order, a `#if` block replaced by its clauses' statements, each with the conditions
    /// of the clauses it is inside, outermost first.
    static func all(in tree: SourceFileSyntax) -> [(statement: CodeBlockItemSyntax, conditions: [String])] {
        var found: [(CodeBlockItemSyntax, [String])] = []
        var pending: [(CodeBlockItemSyntax, [String])] = tree.statements.reversed().map { ($0, []) }
        while let (statement, conditions) = pending.popLast() {
            guard let block = statement.item.as(IfConfigDeclSyntax.self) else {
                found.append((statement, conditions))
                continue
            }
            for (clause, condition) in zip(block.clauses, clauseConditions(of: block)).reversed() {
                guard case .statements(let statements) = clause.elements else { continue }
                pending += statements.reversed().map { ($0, conditions + [condition]) }
            }
        }
        return found
    }

    /// The condition under which each clause of `block` is compiled: `c` for `#if c`, `!(c)` for the `#else`
    /// after it, `!(a) && (b)` for `#elseif b` after `#if a`.
    static func clauseConditions(of block: IfConfigDeclSyntax) -> [String] {
        var previous: [String] = []
        return block.clauses.map { clause in
            let negated = previous.map { "!(\($0))" }
            let own = clause.condition?.trimmedDescription
            if let own { previous.append(own) }
            guard let own else { return negated.joined(separator: " && ") }
            return negated.isEmpty ? own : (negated + ["(\(own))"]).joined(separator: " && ")
        }
    }

    /// `conditions` as one `#if` condition: `a`, or `(a) && (b)`.
    static func joined(_ conditions: [String]) -> String {
        conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
    }
}
