import SwiftSyntax

extension SyntaxVisitor {
    /// The visitor, having walked `node`: what every finder's entry point does before it reads what was found.
    func walked(_ node: some SyntaxProtocol) -> Self {
        walk(node)
        return self
    }
}

extension SyntaxProtocol {
    /// The node's parent, then its parent's, up to the root: the walk up every ancestor search makes.
    var ancestors: UnfoldSequence<Syntax, Syntax?> {
        sequence(state: parent) { next in
            defer { next = next?.parent }
            return next
        }
    }
}
