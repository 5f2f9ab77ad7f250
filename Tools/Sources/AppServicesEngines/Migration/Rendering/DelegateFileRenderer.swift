import SwiftSyntax

/// Rewrites an input file: each delegate class becomes a subclass of the library's delegate class without the
/// members that moved, and its extensions lose them and UIKit's delegate protocols.
struct DelegateFileRenderer {
    var sources: [ParsedSource]
    /// What happens to each delegate, by class name.
    var decisions: [String: DelegateDecision]
    /// The services each app delegate lists, by class name.
    var registrations: [String: [String]]
    /// What the inputs' type aliases name, by alias (``DelegateScanner/inheritance(in:aliasesOnly:)``).
    var aliases: [String: [String]]

    /// The new text of input `fileIndex`, or `nil` when nothing but imports would be left in it.
    func text(ofFile fileIndex: Int) -> String? {
        let source = sources[fileIndex]
        var edits: [TextEdit] = []
        var declaresDelegate = false
        var leftDeclarations = 0
        let membersByDeclaration = membersByDeclaration(inFile: fileIndex)
        for (statement, _) in TopLevelStatements.all(in: source.tree) {
            guard let declaration = TypeDeclaration(statement.item), let decision = decisions[declaration.name] else {
                if !statement.item.is(ImportDeclSyntax.self)
                    && !(statement.item.as(IfConfigDeclSyntax.self).map(ImportSection.holdsOnlyImports) ?? false)
                {
                    leftDeclarations += 1
                }
                continue
            }
            declaresDelegate = declaresDelegate || declaration.isClass
            let members = membersByDeclaration[declaration.name]?[declaration.node.position.utf8Offset] ?? []
            if let text = rewritten(declaration, members: members, decision: decision) {
                leftDeclarations += 1
                edits.append(
                    TextEdit(
                        start: declaration.node.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: declaration.node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
            } else {
                edits.append(
                    TextEdit(
                        start: declaration.node.position.utf8Offset, end: declaration.node.endPosition.utf8Offset,
                        replacement: ""))
            }
        }
        guard leftDeclarations > 0 else { return nil }
        if declaresDelegate && !ImportSection(source).imports("AppServices") { edits.append(importEdit(in: source)) }
        return TextEdit.apply(edits, to: source.tree.description)
    }

    /// `import AppServices`, inserted before the first plain import of a module that sorts after it.
    private func importEdit(in source: ParsedSource) -> TextEdit {
        let imports = source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if let next = imports.first(where: { $0.path.trimmedDescription > "AppServices" }) {
            let offset = next.positionAfterSkippingLeadingTrivia.utf8Offset
            return TextEdit(start: offset, end: offset, replacement: "import AppServices\n")
        }
        if let last = imports.last {
            let offset = last.endPositionBeforeTrailingTrivia.utf8Offset
            return TextEdit(start: offset, end: offset, replacement: "\nimport AppServices")
        }
        let offset = source.tree.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
        return TextEdit(start: offset, end: offset, replacement: "import AppServices\n\n")
    }

    /// The indices of each delegate's members in file `fileIndex`, by delegate name and by the offset of the
    /// declaration or extension that holds them: found in one pass, so a file of many extensions is rewritten in
    /// time linear in its members.
    private func membersByDeclaration(inFile fileIndex: Int) -> [String: [Int: [Int]]] {
        decisions.mapValues { decision in
            var found: [Int: [Int]] = [:]
            for (index, member) in decision.delegate.members.enumerated() where member.fileIndex == fileIndex {
                guard let declaration = member.item.parent?.parent?.parent else { continue }
                found[declaration.position.utf8Offset, default: []].append(index)
            }
            return found
        }
    }

    /// The declaration's new text, or `nil` for an extension left with no members and nothing to adopt; `members` are
    /// the indices of the delegate's members it holds, in order.
    private func rewritten(_ declaration: TypeDeclaration, members: [Int], decision: DelegateDecision) -> String? {
        let delegate = decision.delegate
        var texts = members.filter { !decision.removedIndices.contains($0) }.map { index in
            let edits =
                delegate.members[index].keptEdits
                + decision.keptNotificationCalls.filter { $0.memberIndex == index }.flatMap(\.edits)
            return MemberText.kept(delegate.members[index], edits: edits)
        }
        let moved = Set(decision.services.flatMap(\.conformances))
        let kept = declaration.inherited.filter { !isReplaced($0) && !moved.contains($0.text) }.map(\.text)
        var inherited = kept
        if declaration.isClass {
            inherited.insert(delegate.role.baseClass, at: 0)
            let services = registrations[delegate.name] ?? []
            switch delegate.role {
            case .application:
                if !services.isEmpty && !delegate.members.contains(where: { $0.declaredNames.contains("services") }) {
                    let forwarding = DelegateForwarding(decision: decision)
                    texts += forwarding.declarations
                    texts.append(
                        Self.servicesProperty(
                            decision.services.map {
                                forwarding.holders[$0.name] ?? DelegateReach(service: $0, delegate: delegate).creation
                            }))
                }
            case .scene:
                if !services.isEmpty {
                    inherited.insert("SceneServiceProvider", at: 1)
                    texts.append(
                        Self.sceneServicesMethod(
                            decision.services.map { DelegateReach(service: $0, delegate: delegate).creation }))
                }
            }
        } else if texts.isEmpty && kept.isEmpty {
            return nil
        }
        let node = declaration.node
        let headEnd =
            (node.as(ClassDeclSyntax.self)?.inheritanceClause ?? node.as(ExtensionDeclSyntax.self)?.inheritanceClause)?
            .position
            ?? (node.as(ClassDeclSyntax.self)?.memberBlock ?? node.as(ExtensionDeclSyntax.self)?.memberBlock)?.position
        let full = node.description
        let headLength =
            (headEnd?.utf8Offset ?? node.endPosition.utf8Offset) - node.positionAfterSkippingLeadingTrivia.utf8Offset
        let start = node.leadingTrivia.sourceLength.utf8Length
        let head = String(decoding: Array(full.utf8)[start..<(start + headLength)], as: UTF8.self)
            .trimmingTrailingWhitespace
        let block = texts.isEmpty ? "{}" : "{\n" + texts.joined(separator: "\n\n") + "\n}"
        return ServiceFileRenderer.declaration(head, adopting: inherited).dropLast() + block
    }

    /// Whether the rewritten delegate drops `entry` of its inheritance clause: everything it names, followed
    /// through the inputs' type aliases, is one of ``DelegateClass/replacedTypes``, which the library's base
    /// classes inherit or adopt already.
    private func isReplaced(_ entry: TypeDeclaration.Inherited) -> Bool {
        let reached = entry.names.flatMap { name in
            InheritanceReader.externalNames(reachedFrom: name, inherited: { aliases[$0] })
        }
        return !reached.isEmpty && reached.allSatisfy(DelegateClass.replacedTypes.contains)
    }

    /// `sceneServices(for:)`, creating the services, `services`, for each scene that connects.
    private static func sceneServicesMethod(_ services: [String]) -> String {
        "    func sceneServices(for session: UISceneSession) -> [any ApplicationService] {\n"
            + arrayLiteral(of: services) + "\n    }"
    }

    /// `override var services`, listing `services`: each a service's creation, or the property holding it.
    private static func servicesProperty(_ services: [String]) -> String {
        "    override var services: [any ApplicationService] {\n" + arrayLiteral(of: services) + "\n    }"
    }

    /// `[A(), b]` at a body's indentation, on one line where it fits in 120 columns (as swift-format lays
    /// it out), else one element a line.
    private static func arrayLiteral(of services: [String]) -> String {
        let oneLine = "        [" + services.joined(separator: ", ") + "]"
        guard oneLine.count > 120 else { return oneLine }
        return "        [\n" + services.map { "            \($0),\n" }.joined() + "        ]"
    }
}

extension String {
    /// The string without trailing spaces, tabs and newlines.
    var trimmingTrailingWhitespace: String { String(reversed().drop(while: \.isWhitespace).reversed()) }
}
