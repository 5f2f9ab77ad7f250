import SwiftSyntax

/// Finds code that relies on the delegate object itself, which a service is not: statements that make the delegate the
/// notification center's or another object's delegate, and lookups of the app delegate through `UIApplication`.
final class DelegateUsageFinder: SyntaxVisitor {
    /// `UNUserNotificationCenter.current().delegate = self` statements, or `center.delegate = self` after `let
    /// center = UNUserNotificationCenter.current()`: `ServicesAppDelegate` installs its own notification-center
    /// delegate, which dispatches to the services.
    private(set) var notificationDelegateAssignments: [CodeBlockItemSyntax] = []
    /// Other statements that make `self` an object's delegate or data source (`… .delegate = self`, `… .modalDelegate =
    /// self`, `… .dataSource = self`), with the property assigned: in a service, `self` is the service.
    private(set) var otherDelegateAssignments: [(statement: CodeBlockItemSyntax, property: String)] = []
    /// `UIApplication.shared.delegate` expressions.
    private(set) var appDelegateLookups: [MemberAccessExprSyntax] = []
    /// `UNUserNotificationCenter.current().delegate = other` statements, `other` not `self`: they replace the
    /// notification-center delegate `ServicesAppDelegate` installs.
    private(set) var notificationDelegateReplacements: [CodeBlockItemSyntax] = []
    /// The names bound so far to `UNUserNotificationCenter.current()` (`let center = …`).
    private var notificationCenterNames: Set<String> = []
    /// Casts of a `delegate` other than `UIApplication.shared.delegate`, such as `scene.delegate as? SceneDelegate`:
    /// the class cast to, and the member read on the result, if any.
    private(set) var delegateCasts: [(cast: SequenceExprSyntax, type: String, member: String?)] = []

    static func walking(_ node: some SyntaxProtocol) -> DelegateUsageFinder {
        DelegateUsageFinder(viewMode: .sourceAccurate).walked(node)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // Only an expression ending in `self` or an assignment to a `delegate` can be such a statement: others
        // are not rendered, so that a statement's text is built once, not once for each statement around it.
        guard node.item.is(ExprSyntax.self), Self.mayAssignADelegate(node.item) else { return .visitChildren }
        let text = node.item.trimmedDescription.filter { !$0.isWhitespace }
        if text == "UNUserNotificationCenter.current().delegate=self"
            || notificationCenterNames.contains(where: { text == "\($0).delegate=self" })
        {
            notificationDelegateAssignments.append(node)
        } else if text.hasPrefix("UNUserNotificationCenter.current().delegate=")
            || notificationCenterNames.contains(where: { text.hasPrefix("\($0).delegate=") })
        {
            notificationDelegateReplacements.append(node)
        } else if let property = Self.delegatePropertyAssignedSelf(node.item) {
            otherDelegateAssignments.append((node, property))
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value, Self.isCurrentNotificationCenter(value)
        {
            notificationCenterNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
            let delegate = elements[0].as(MemberAccessExprSyntax.self), delegate.declName.baseName.text == "delegate",
            delegate.trimmedDescription.filter({ !$0.isWhitespace }) != "UIApplication.shared.delegate",
            let type = elements[2].as(TypeExprSyntax.self)?.type,
            let name = InheritanceReader.names(in: type).last?.name
        else { return .visitChildren }
        delegateCasts.append((node, name, Self.memberRead(on: node)))
        return .visitChildren
    }

    /// Whether `value` is `UNUserNotificationCenter.current()`, told by its syntax's shape, so that no initializer's
    /// text (an 8 MiB string literal, 200,000 stored properties' values) is rendered to find out.
    private static func isCurrentNotificationCenter(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            call.leftParen != nil, call.additionalTrailingClosures.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "current",
            member.declName.argumentNames == nil
        else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UNUserNotificationCenter"
    }

    /// Whether a statement ends in `self` or assigns to a member named `delegate`, the only statements the
    /// assignment checks read.
    private static func mayAssignADelegate(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if item.lastToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self) { return true }
        let target = item.as(SequenceExprSyntax.self)?.elements.first?.as(MemberAccessExprSyntax.self)
        return target?.declName.baseName.text == "delegate"
    }

    /// The property of `… .property = self` when it holds a delegate or a data source: its name ends in
    /// `delegate` or `Delegate`, or is `dataSource`.
    private static func delegatePropertyAssignedSelf(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let (target, value) = item.as(SequenceExprSyntax.self)?.assignment,
            value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let property = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            property == "dataSource" || property.hasSuffix("delegate") || property.hasSuffix("Delegate")
        else { return nil }
        return property
    }

    /// `member` of `(cast)?.member` or `(cast)!.member`.
    private static func memberRead(on cast: SequenceExprSyntax) -> String? {
        guard let tuple = cast.parent?.parent?.parent?.as(TupleExprSyntax.self) else { return nil }
        let node =
            tuple.ancestors.prefix { $0.is(OptionalChainingExprSyntax.self) || $0.is(ForceUnwrapExprSyntax.self) }.last
            ?? Syntax(tuple)
        let access = node.parent?.as(MemberAccessExprSyntax.self)
        return access?.base.map(Syntax.init) == node ? access?.declName.baseName.text : nil
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
