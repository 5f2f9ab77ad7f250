import SwiftSyntax

/// Collects the names a declaration uses: plain identifiers and `self.` members by their base name, and
/// calls by their full name with argument labels, such as `route(_:)`, so a helper is told from a callback.
final class ReferenceCollector: SyntaxVisitor {
    /// The names found.
    private(set) var names: Set<String> = []

    /// The names `node` uses.
    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                return .visitChildren
            }
        }
        names.insert(node.baseName.identifier?.name ?? node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: DeclReferenceExprSyntax?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            callee = access.declName
        } else {
            callee = nil
        }
        if let callee {
            var labels = node.arguments.map { "\($0.label?.text ?? "_"):" }
            if node.trailingClosure != nil { labels.append("_:") }
            labels += node.additionalTrailingClosures.map { "\($0.label.text):" }
            names.insert("\(callee.baseName.text)(\(labels.joined()))")
        }
        return .visitChildren
    }
}
