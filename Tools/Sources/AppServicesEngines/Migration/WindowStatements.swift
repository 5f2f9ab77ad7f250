import SwiftSyntax

/// The statements of an app delegate's `application(_:didFinishLaunchingWithOptions:)` that set up its window,
/// which `appservices migrate --adopt-scenes` moves to `scene(_:willConnectTo:options:)`.
///
/// A statement is window code when it uses `window` (`window = UIWindow(…)`, `window?.rootViewController = …`,
/// `window?.makeKeyAndVisible()`). A window created with a frame, or with none, is created for the connecting
/// scene instead: `UIWindow(windowScene: windowScene)`.
struct WindowStatements {
    /// One statement that moves.
    struct Statement {
        /// The statement, in the input.
        var node: CodeBlockItemSyntax
        /// Its text in the scene method, at the indentation it had, its window created for the scene.
        var text: String
        /// The window creations it rewrites, whose `UIScreen.main` is not hand work.
        var rewrittenCreations: [Syntax]
    }

    /// The launch method the statements come from.
    var member: DelegateMember
    /// The statements, in order.
    var statements: [Statement]

    /// The window statements of `member`'s `application(_:didFinishLaunchingWithOptions:)`, or `nil` when it
    /// has none.
    init?(in member: DelegateMember) {
        guard let function = member.item.decl.as(FunctionDeclSyntax.self), let body = function.body else { return nil }
        let found = Array(body.statements).filter { ReferenceCollector.names(in: $0).contains("window") }.map(
            Self.statement)
        guard !found.isEmpty else { return nil }
        self.member = member
        statements = found
    }

    private static func statement(_ node: CodeBlockItemSyntax) -> Statement {
        let creations = WindowCreationFinder.creations(in: node)
        let edits = creations.map { call in
            TextEdit(
                start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "UIWindow(windowScene: windowScene)")
        }
        let rewritten = TextEdit.apply(edits, to: node.description, offset: node.position.utf8Offset)
        let indentation =
            node.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last
            .map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? "        "
        let text =
            indentation
            + String(
                decoding: Array(rewritten.utf8).dropFirst(node.leadingTrivia.sourceLength.utf8Length), as: UTF8.self
            )
            .trimmingTrailingWhitespace
        return Statement(node: node, text: text, rewrittenCreations: creations.map(Syntax.init))
    }
}

/// Finds `UIWindow()` and `UIWindow(frame: …)`, the window creations that become `UIWindow(windowScene:)`.
private final class WindowCreationFinder: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func creations(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = WindowCreationFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "" }
        if node.calledExpression.trimmedDescription == "UIWindow", labels.isEmpty || labels == ["frame"],
            node.trailingClosure == nil
        {
            found.append(node)
        }
        return .visitChildren
    }
}
