import SwiftSyntax

/// Finds assignments to the app delegate's `window` (`window = …`, `self.window = …`, `self?.window = …`), which
/// tell that the delegate holds the app's window, so the scene delegate can adopt it.
final class WindowAssignmentFinder: SyntaxVisitor {
    private var found = false

    static func assignsWindow(in node: some SyntaxProtocol) -> Bool {
        WindowAssignmentFinder(viewMode: .sourceAccurate).walked(node).found
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.assignsWindowProperty { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
