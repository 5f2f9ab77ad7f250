import SwiftSyntax

/// Finds the calls a member's code makes to methods of its own class, bare (`route(url)`) or `self.`-qualified
/// (`self.route(url)`), with where each call stands.
///
/// It does not enter nested types, in which `self` is another type.
final class SelfCallFinder: SyntaxVisitor {
    /// A call of a method of the class.
    struct Call {
        var node: FunctionCallExprSyntax
        /// Whether it is written `self.name(…)`.
        var isQualified: Bool
        /// The offset of the method's name in the whole file.
        var nameOffset: Int
        var inClosure: Bool
        /// Whether it is in the operand of `await`.
        var isAwaited: Bool
        /// Whether a declaration around it, its class or extension included, is marked `nonisolated` (or
        /// `@concurrent`).
        var inNonisolatedDeclaration: Bool
    }

    private let names: Set<String>
    private let root: SyntaxIdentifier
    private var found: [Call] = []

    private init(names: Set<String>, root: SyntaxIdentifier) {
        self.names = names
        self.root = root
        super.init(viewMode: .sourceAccurate)
    }

    /// The calls `declaration` makes to its class's methods whose base name is one of `names`, in the order of
    /// the text.
    static func calls(in declaration: DeclSyntax, named names: Set<String>) -> [Call] {
        SelfCallFinder(names: names, root: declaration.id).walked(declaration).found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let access = node.calledExpression.as(MemberAccessExprSyntax.self)
        let isQualified = access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        let name =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
            ?? (isQualified ? access?.declName.baseName : nil)
        if let name, names.contains(name.identifier?.name ?? name.text) {
            var inClosure = false
            var inNonisolated = false
            var inMember = true
            for current in node.ancestors {
                inClosure = inClosure || (inMember && current.is(ClosureExprSyntax.self))
                inNonisolated = inNonisolated || Self.isNonisolated(current)
                inMember = inMember && current.id != root
            }
            found.append(
                Call(
                    node: node, isQualified: isQualified,
                    nameOffset: name.positionAfterSkippingLeadingTrivia.utf8Offset, inClosure: inClosure,
                    isAwaited: Self.isAwaited(node), inNonisolatedDeclaration: inNonisolated))
        }
        return .visitChildren
    }

    /// Whether `call` is in the operand of an `await`, in the same closure: `await f()`, `await f().g`, `await g(f())`.
    private static func isAwaited(_ call: FunctionCallExprSyntax) -> Bool {
        call.ancestors.prefix { current in
            !current.is(ClosureExprSyntax.self)
                && (current.is(ExprSyntax.self) || current.is(LabeledExprSyntax.self)
                    || current.is(LabeledExprListSyntax.self) || current.is(ExprListSyntax.self))
        }.contains { $0.is(AwaitExprSyntax.self) }
    }

    /// Whether `node` is a declaration marked `nonisolated` or `@concurrent`, an extension or class marked
    /// `nonisolated`, or a `deinit` not marked `isolated`, which Swift 6 runs off the class's actor.
    private static func isNonisolated(_ node: Syntax) -> Bool {
        if let deinitializer = node.as(DeinitializerDeclSyntax.self) {
            return !deinitializer.modifiers.contains { $0.name.tokenKind == .keyword(.isolated) }
        }
        guard let declaration = node.as(DeclSyntax.self),
            let modified = declaration.asProtocol((any WithModifiersSyntax).self)
        else { return false }
        let attributes = declaration.asProtocol((any WithAttributesSyntax).self)?.attributes ?? []
        return modified.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
            || attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "concurrent" }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
