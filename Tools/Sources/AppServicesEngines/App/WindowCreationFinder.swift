import SwiftSyntax

/// Finds `UIWindow()` and `UIWindow(frame: …)`, the windows an app makes without a scene.
final class WindowCreationFinder: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    /// The window creations in `node`, in the order of the text.
    static func creations(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        WindowCreationFinder(viewMode: .sourceAccurate).walked(node).found
    }

    /// Whether `creation` makes the app's window: it is assigned to `window` (`window = UIWindow(…)`,
    /// `self.window = …`), or is the value of a property or constant named `window`.
    static func isAssignedToWindow(_ creation: FunctionCallExprSyntax) -> Bool {
        for parent in creation.ancestors {
            guard !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) else { break }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "window"
            }
            if let sequence = parent.as(SequenceExprSyntax.self) { return sequence.assignsWindowProperty }
        }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "" }
        let called = node.calledExpression.trimmedDescription
        if called == "UIWindow" || (called == ".init" && Self.isTypedAsWindow(node)),
            labels.isEmpty || labels == ["frame"],
            node.trailingClosure == nil
        {
            found.append(node)
        }
        return .visitChildren
    }

    /// Whether the implicit member `.init(…)` makes a window: it is assigned to `window`, or is the value of a property
    /// or constant declared as a `UIWindow`, whatever its name (a `ShortcutsManager` made with `.init()` is not).
    private static func isTypedAsWindow(_ creation: FunctionCallExprSyntax) -> Bool {
        if isAssignedToWindow(creation) { return true }
        guard let binding = creation.parent?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type
        else { return false }
        let name = type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return name == "UIWindow" || name.hasSuffix(".UIWindow")
    }
}
