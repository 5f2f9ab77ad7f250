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
        // Tokens rather than references, so `guard let window else { … }` counts too.
        let usingWindow = Array(body.statements).filter { statement in
            statement.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("window") }
        }
        guard !usingWindow.isEmpty else { return nil }
        self.member = member
        let firstReturning = usingWindow.firstIndex { ReturnFinder.returns(in: $0) } ?? usingWindow.endIndex
        statements = usingWindow[..<firstReturning].map(Self.statement)
        returning = Array(usingWindow[firstReturning...])
    }

    /// The statement that uses `window` but returns from the launch method, such as
    /// `guard let window else { return false }`, and the window statements after it, which may use what it
    /// binds: they stay, since the scene method returns nothing.
    var returning: [CodeBlockItemSyntax]

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
final class WindowCreationFinder: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func creations(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = WindowCreationFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "" }
        if ["UIWindow", ".init"].contains(node.calledExpression.trimmedDescription),
            labels.isEmpty || labels == ["frame"],
            node.trailingClosure == nil
        {
            found.append(node)
        }
        return .visitChildren
    }
}

/// Finds a `return` of the enclosing function: one outside closures and nested functions.
private final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func returns(in node: some SyntaxProtocol) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
