import SwiftSyntax

/// Finds code that relies on the delegate object itself, which a service is not: statements that make the
/// delegate the notification center's or another object's delegate, and lookups of the app delegate through
/// `UIApplication`.
final class DelegateUsageFinder: SyntaxVisitor {
    /// `UNUserNotificationCenter.current().delegate = self` statements: `ServicesAppDelegate` installs its own
    /// notification-center delegate, which dispatches to the services.
    private(set) var notificationDelegateAssignments: [CodeBlockItemSyntax] = []
    /// Other `… .delegate = self` statements: in a service, `self` is the service.
    private(set) var otherDelegateAssignments: [CodeBlockItemSyntax] = []
    /// `UIApplication.shared.delegate` expressions.
    private(set) var appDelegateLookups: [MemberAccessExprSyntax] = []

    /// The finder, having walked `node`.
    static func walking(_ node: some SyntaxProtocol) -> DelegateUsageFinder {
        let finder = DelegateUsageFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // Only an expression ending in `self` can be such a statement: others are not rendered, so that a
        // statement's text is built once, not once for each statement around it.
        guard node.item.is(ExprSyntax.self),
            node.item.lastToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self)
        else { return .visitChildren }
        let text = node.item.trimmedDescription.filter { !$0.isWhitespace }
        if text == "UNUserNotificationCenter.current().delegate=self" {
            notificationDelegateAssignments.append(node)
        } else if text.hasSuffix(".delegate=self") {
            otherDelegateAssignments.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "delegate",
            node.trimmedDescription.filter({ !$0.isWhitespace }) == "UIApplication.shared.delegate"
        {
            appDelegateLookups.append(node)
        }
        return .visitChildren
    }
}
