import SwiftSyntax

/// The delegate's `private` and `fileprivate` members that stay in it while code moved to a service reaches them
/// through the class, as `AppDelegate.cacheKey`: moved to a file of its own, that code could no longer see them,
/// so the delegate keeps them with internal access, and the plan says so.
///
/// The `private` and `fileprivate` declarations at the top level of the delegate's files that moved code uses
/// are named in the plan instead.
enum AccessWidening {
    /// Widens, in `decision`, the access of the kept members its moved code reaches through the class, and
    /// returns a note for each.
    static func widen(_ decision: inout DelegateDecision, sources: [ParsedSource]) -> [MigrationPlan.Note] {
        let delegate = decision.delegate
        var keptDeclaring: [String: Int] = [:]
        for index in delegate.members.indices where !decision.removedIndices.contains(index) {
            for name in delegate.members[index].declaredNames { keptDeclaring[name] = index }
        }
        var uses: [Int: [(service: String, place: String, written: String)]] = [:]
        for service in decision.services {
            for movedIndex in service.memberIndices {
                let member = delegate.members[movedIndex]
                for access in TypeMemberAccessFinder.accesses(in: member.item, ofType: delegate.name) {
                    guard let kept = keptDeclaring[access.declName.baseName.text] else { continue }
                    uses[kept, default: []].append(
                        (service.name, sources[member.fileIndex].position(of: access), access.trimmedDescription))
                }
            }
        }
        var notes: [MigrationPlan.Note] = []
        for (index, reached) in uses.sorted(by: { $0.key < $1.key }) {
            let member = delegate.members[index]
            guard let restriction = Self.restriction(of: member.item.decl),
                let removal = restrictionRemoval(in: member.item.decl)
            else { continue }
            decision.delegate.members[index].keptEdits.append(removal)
            let services = Set(reached.map(\.service)).sorted().joined(separator: ", ")
            notes.append(
                MigrationPlan.Note(
                    at: member,
                    "\(member.title): kept in \(delegate.name), its `\(restriction.name.text)` removed: the code "
                        + "moved to \(services) uses it as `\(reached[0].written)` ("
                        + reached.map(\.place).joined(separator: ", ") + ")"))
        }
        return notes
    }
}

extension AccessWidening {
    /// Notes for the `private` and `fileprivate` declarations at the top level of the delegate's files that code
    /// moved to a service uses, extensions of other types included (`url.isDeepLink`, by the member's name): the
    /// service, in a file of its own, cannot see them.
    static func topLevelNotes(_ decision: DelegateDecision, sources: [ParsedSource]) -> [MigrationPlan.Note] {
        let delegate = decision.delegate
        return decision.services.flatMap { service in
            service.memberIndices.flatMap { index -> [MigrationPlan.Note] in
                let member = delegate.members[index]
                let source = sources[member.fileIndex]
                let tokens = Set(member.item.tokens(viewMode: .sourceAccurate).map(\.text))
                return TopLevelStatements.all(in: source.tree).compactMap { statement, _ -> MigrationPlan.Note? in
                    guard let declaration = statement.item.as(DeclSyntax.self),
                        let restriction = Self.restriction(of: declaration),
                        case let extended = declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
                        extended != delegate.name,
                        !Self.names(declaredBy: declaration).isDisjoint(
                            with: extended == nil ? member.references : tokens)
                    else { return nil }
                    let line = source.locations.location(for: declaration.positionAfterSkippingLeadingTrivia).line
                    return MigrationPlan.Note(
                        position: "\(source.path):\(line)",
                        message: "`\(restriction.name.text) \(Self.title(of: declaration))` is used by code moved to "
                            + "\(service.name) (\(member.position)), in a file of its own: the output does not "
                            + "compile until you remove `\(restriction.name.text)`",
                        order: [member.fileIndex, line])
                }
            }
        }
    }

    /// The edit removing `declaration`'s `private` or `fileprivate` (``restriction(of:)``), if it has one.
    static func restrictionRemoval(in declaration: DeclSyntax) -> TextEdit? {
        restriction(of: declaration).map {
            TextEdit(
                start: $0.positionAfterSkippingLeadingTrivia.utf8Offset, end: $0.endPosition.utf8Offset,
                replacement: "")
        }
    }

    /// The `private` or `fileprivate` modifier of `declaration`, if it has one (not `private(set)`).
    static func restriction(of declaration: DeclSyntax) -> DeclModifierSyntax? {
        declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers.first {
            [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil
        }
    }

    /// The names a top-level declaration declares, as references name them: a function's base and full names,
    /// a variable's names, a type's name, an extension's members' names.
    private static func names(declaredBy declaration: DeclSyntax) -> Set<String> {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return [function.name.text, SourceCollector.swiftName(of: function)]
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        if let extended = declaration.as(ExtensionDeclSyntax.self) {
            return extended.memberBlock.members.reduce(into: []) { $0.formUnion(names(declaredBy: $1.decl)) }
        }
        return declaration.asProtocol((any NamedDeclSyntax).self).map { [$0.name.text] } ?? []
    }

    /// `func hex(_:)`, `var key`, `enum Keys`.
    private static func title(of declaration: DeclSyntax) -> String {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return "func \(SourceCollector.swiftName(of: function))"
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            return "\(variable.bindingSpecifier.text) \(names.joined(separator: ", "))"
        }
        if let extended = declaration.as(ExtensionDeclSyntax.self) {
            return "extension \(extended.extendedType.trimmedDescription)"
        }
        return declaration.asProtocol((any NamedDeclSyntax).self)?.name.text ?? "declaration"
    }
}

/// Finds the accesses `Type.member` of one type's members, such as `AppDelegate.cacheKey`.
final class TypeMemberAccessFinder: SyntaxVisitor {
    private let typeName: String
    private var found: [MemberAccessExprSyntax] = []

    private init(typeName: String) {
        self.typeName = typeName
        super.init(viewMode: .sourceAccurate)
    }

    /// The accesses in `node` of members of `typeName`, in the order of the text.
    static func accesses(in node: some SyntaxProtocol, ofType typeName: String) -> [MemberAccessExprSyntax] {
        TypeMemberAccessFinder(typeName: typeName).walked(node).found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == typeName { found.append(node) }
        return .visitChildren
    }
}
