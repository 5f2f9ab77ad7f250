import SwiftSyntax

/// Finds the calls of methods given by full name, such as `applicationDidBecomeActive(_:)`, whatever they are
/// called on: bare, `self.`, `self?.` or another object (`appDelegate.applicationDidBecomeActive(…)`).
final class NamedCallFinder: SyntaxVisitor {
    /// A call, and the full name of the method it calls.
    struct Call {
        /// The full name, with argument labels.
        var name: String
        /// The call.
        var node: FunctionCallExprSyntax
    }

    private let names: Set<String>
    private var found: [Call] = []

    private init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    /// The calls in `node` of the methods named `names`, in the order of the text.
    static func calls(in node: some SyntaxProtocol, named names: Set<String>) -> [Call] {
        let finder = NamedCallFinder(names: names)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
        if let callee {
            let name = ReferenceCollector.fullName(of: node, calling: callee)
            if names.contains(name) { found.append(Call(name: name, node: node)) }
        }
        return .visitChildren
    }
}
