import SwiftSyntax

/// Collects the names a declaration uses: plain identifiers and `self.` members by their base name, and
/// calls by their full name with argument labels, such as `route(_:)`, so a helper is told from a callback.
final class ReferenceCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// The references to the names asked for, when ``uses(of:in:)`` asks, in the order of the text.
    private(set) var uses: [DeclReferenceExprSyntax] = []
    /// The names whose references to record in ``uses``.
    private var asked: Set<String> = []

    static func names(in node: some SyntaxProtocol) -> Set<String> {
        ReferenceCollector(viewMode: .sourceAccurate).walked(node).names
    }

    /// The references in `node` to any of `names`, read as ``names(in:)`` reads them (plain, or on `self`).
    static func uses(of names: Set<String>, in node: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        collector.asked = names
        return collector.walked(node).uses
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
            !Self.isSelf(access.base)
        {
            return .visitChildren
        }
        let name = node.baseName.identifier?.name ?? node.baseName.text
        names.insert(name)
        if asked.contains(name) { uses.append(node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let access = node.calledExpression.as(MemberAccessExprSyntax.self)
        let selfMember = Self.isSelf(access?.base) ? access?.declName : nil
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) ?? selfMember {
            names.insert(DelegateMethodCallFinder.fullName(of: node, calling: callee.baseName))
        }
        return .visitChildren
    }

    /// Whether `base` is `self`, `self?`, `self!` or `Self`: in a closure capturing `[weak self]`, `self?.member`
    /// is a use of the member as much as `self.member`, and `Self.constant` of a static one.
    static func isSelf(_ base: ExprSyntax?) -> Bool {
        let unwrapped =
            base?.as(OptionalChainingExprSyntax.self)?.expression ?? base?.as(ForceUnwrapExprSyntax.self)?.expression
            ?? base
        let token = unwrapped?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
        return token == .keyword(.self) || token == .keyword(.Self)
    }
}
