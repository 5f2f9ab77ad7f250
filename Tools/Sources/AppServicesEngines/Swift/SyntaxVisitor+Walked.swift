import SwiftSyntax

extension SyntaxVisitor {
    /// The visitor, having walked `node`: what every finder's entry point does before it reads what was found.
    func walked(_ node: some SyntaxProtocol) -> Self {
        walk(node)
        return self
    }
}
