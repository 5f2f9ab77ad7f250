import SwiftSyntax

/// Finds code that calls a member on a delegate object: `appDelegate()?.refresh()`, where a helper returns the
/// delegate; `(UIApplication.shared.delegate as? AppDelegate)?.refresh()`; `delegate.refresh()`, where `delegate`
/// holds the delegate; `AppDelegate.defaultStation`, a `static` member on the class.
///
/// What holds the delegate is found by name in all the files read (``handles(of:in:)``): a function or property
/// whose type is the delegate class, a variable or binding initialized with a cast to it.
final class MovedMemberCallFinder: SyntaxVisitor {
    private let members: Set<String>
    /// The names that hold the delegate.
    private let handles: Set<String>
    private let delegate: String
    private(set) var calls: [(access: MemberAccessExprSyntax, member: String)] = []

    private init(members: Set<String>, handles: Set<String>, delegate: String) {
        self.members = members
        self.handles = handles
        self.delegate = delegate
        super.init(viewMode: .sourceAccurate)
    }

    /// The accesses in `tree` to `members` on an expression that holds `delegate`.
    static func calls(
        of members: Set<String>, on delegate: String, handles: Set<String>, in tree: some SyntaxProtocol
    ) -> [(access: MemberAccessExprSyntax, member: String)] {
        MovedMemberCallFinder(members: members, handles: handles, delegate: delegate).walked(tree).calls
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if members.contains(name), let base = node.base, holdsDelegate(base) { calls.append((node, name)) }
        return .visitChildren
    }

    /// Whether `base` holds the delegate: a cast to it, a handle, its class, or the parameter (`$0`) of a closure
    /// given to a call on one of those, such as `AppDelegate.shared.map { $0.title }`.
    private func holdsDelegate(_ base: ExprSyntax) -> Bool {
        var rendered = 0
        if HandleCollector.castsTo(delegate, base, rendered: &rendered)
            || base.as(DeclReferenceExprSyntax.self)?.baseName.text == delegate
            || base.tokens(viewMode: .sourceAccurate).contains(where: {
                if case .identifier(let text) = $0.tokenKind { return handles.contains(text) }
                return false
            })
        {
            return true
        }
        guard let closure = base.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
            base.as(DeclReferenceExprSyntax.self)?.baseName.text
                == closure.signature.map({
                    $0.parameterClause?.tokens(viewMode: .sourceAccurate).first { $0.text != "(" }?.text
                }) ?? "$0",
            let call = closure.parent?.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return false }
        return holdsDelegate(callee)
    }

    /// The names that hold `delegate` in `trees`, and the bytes of their initializers rendered as text to find them.
    static func handles(of delegate: String, in trees: [SourceFileSyntax]) -> (names: Set<String>, bytesRendered: Int) {
        let collector = HandleCollector(delegate: delegate)
        for tree in trees { collector.walk(tree) }
        return (collector.names, collector.bytesRendered)
    }
}

/// Collects the names of functions, properties and bindings that hold a delegate class.
private final class HandleCollector: SyntaxVisitor {
    let delegate: String
    var names: Set<String> = []
    var bytesRendered = 0

    init(delegate: String) {
        self.delegate = delegate
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `expression` casts to `delegate` (`as? AppDelegate`, `as! AppDelegate`, `as AppDelegate`), adding
    /// the bytes of its text rendered to find out to `rendered`.
    ///
    /// Told by its tokens first: only an expression holding `as` and the delegate's name is rendered, so that no
    /// other initializer's text (an 8 MiB string literal, 200,000 stored properties' values) is built.
    static func castsTo(_ delegate: String, _ expression: some SyntaxProtocol, rendered: inout Int) -> Bool {
        let tokens = expression.tokens(viewMode: .sourceAccurate)
        guard tokens.contains(where: { $0.tokenKind == .keyword(.as) }), tokens.contains(where: { $0.text == delegate })
        else { return false }
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        rendered += text.utf8.count
        return ["as?", "as!", "as"].contains { text.contains($0 + delegate + ")") || text.hasSuffix($0 + delegate) }
    }

    /// Whether `type` is the delegate class, optional or not.
    private func isDelegate(_ type: TypeSyntax?) -> Bool {
        type?.trimmedDescription.filter { $0 != "?" && $0 != "!" } == delegate
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isDelegate(node.signature.returnClause?.type) { names.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        bind(node.pattern, type: node.typeAnnotation?.type, value: node.initializer?.value)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        bind(node.pattern, type: node.typeAnnotation?.type, value: node.initializer?.value)
    }

    /// Records the name `pattern` binds when its type is the delegate or `value` casts to it.
    private func bind(_ pattern: PatternSyntax, type: TypeSyntax?, value: ExprSyntax?) -> SyntaxVisitorContinueKind {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            isDelegate(type) || value.map({ Self.castsTo(delegate, $0, rendered: &bytesRendered) }) == true
        {
            names.insert(name)
        }
        return .visitChildren
    }
}
