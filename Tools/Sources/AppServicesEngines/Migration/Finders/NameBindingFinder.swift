import SwiftSyntax

/// Finds whether code binds a name of its own, as a parameter, a closure parameter or a local constant or
/// variable, which would shadow a member of the same name.
final class NameBindingFinder: SyntaxVisitor {
    private let name: String
    private var found = false

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func binds(_ name: String, in node: some SyntaxProtocol) -> Bool {
        NameBindingFinder(name: name).walked(node).found
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        record(node.identifier)
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        record(node.secondName ?? node.firstName)
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        record(node.secondName ?? node.firstName)
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        record(node.name)
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        record(node.name)
    }

    private func record(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        found = found || (token.identifier?.name ?? token.text) == name
        return found ? .skipChildren : .visitChildren
    }
}
