import SwiftSyntax

/// The text of a member as the migration writes it: verbatim, its comments and attributes kept, without the
/// blank lines before it; with the edits a service needs.
enum MemberText {
    /// `member` as a service receives it: verbatim, except the statements that made the delegate the
    /// notification center's delegate, which `ServicesAppDelegate` does itself, and parameter types that differ
    /// from the capability's.
    ///
    /// `recordingScene` is the property its scene methods start by recording their scene in, for a service whose code
    /// uses the scene delegate's `window`; `added` edits are in the whole file's offsets (attributes before a method).
    static func moved(_ member: DelegateMember, recordingScene: String? = nil, adding added: [TextEdit] = []) -> String
    {
        let item = member.item
        let sceneEdits = recordingScene.map { sceneRecording(in: member, property: $0) } ?? []
        let typeEdits = CapabilitySignature.changes(in: member).map { change in
            TextEdit(
                start: change.type.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: change.type.endPositionBeforeTrailingTrivia.utf8Offset, replacement: change.replacement)
        }
        let edits = DelegateUsageFinder.walking(item).notificationDelegateAssignments.map { statement in
            let trivia = statement.leadingTrivia.description
            let newline = trivia.utf8.lastIndex(of: UInt8(ascii: "\n")).map {
                trivia.utf8.distance(from: trivia.utf8.startIndex, to: $0)
            }
            let start = statement.position.utf8Offset + (newline ?? trivia.utf8.count)
            return TextEdit(start: start, end: statement.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
        }
        return normalized(
            TextEdit.apply(
                edits + typeEdits + sceneEdits + windowRemovals(in: member) + member.movedEdits + added,
                to: item.description,
                offset: item.position.utf8Offset))
    }

    /// The `var window` declarations inside the `#if` blocks of `member`, at any depth: the library's delegate
    /// classes declare `window`, and a service that uses it gets its own.
    static func conditionalWindows(in member: DelegateMember) -> [MemberBlockItemSyntax] {
        var found: [MemberBlockItemSyntax] = []
        var pending = [member.item.decl]
        while let declaration = pending.popLast() {
            guard let block = declaration.as(IfConfigDeclSyntax.self) else { continue }
            for clause in block.clauses {
                guard case .decls(let items) = clause.elements else { continue }
                for item in items {
                    if let variable = item.decl.as(VariableDeclSyntax.self), DelegateScanner.isWindow(variable) {
                        found.append(item)
                    }
                    pending.append(item.decl)
                }
            }
        }
        return found
    }

    /// Edits removing ``conditionalWindows(in:)``, their comments with them.
    private static func windowRemovals(in member: DelegateMember) -> [TextEdit] {
        conditionalWindows(in: member).map {
            TextEdit(start: $0.position.utf8Offset, end: $0.endPosition.utf8Offset, replacement: "")
        }
    }

    /// `callbackScene = scene` (`property = scene`) before the code of each scene callback in `member`, so the
    /// service's `window` is the window of that scene.
    private static func sceneRecording(in member: DelegateMember, property: String) -> [TextEdit] {
        CapabilitySignature.functions(in: member.item.decl).compactMap { function in
            guard let body = function.body, let scene = function.signature.parameterClause.parameters.first,
                ["UIScene", "UIWindowScene"].contains(scene.type.trimmedDescription)
            else { return nil }
            let indent = body.statements.first.map { indentation(of: $0.leadingTrivia) } ?? "        "
            let name = (scene.secondName ?? scene.firstName).text
            let offset = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            return TextEdit(start: offset, end: offset, replacement: "\n\(indent)\(property) = \(name)")
        }
    }

    /// `member` as the delegate keeps it, with `edits` (in the whole file's offsets) applied, except those
    /// inside a `var window` it drops.
    static func kept(_ member: DelegateMember, edits: [TextEdit] = []) -> String {
        let removals = windowRemovals(in: member)
        let applied = edits.filter { edit in !removals.contains { $0.start <= edit.start && edit.end <= $0.end } }
        return normalized(
            TextEdit.apply(removals + applied, to: member.item.description, offset: member.item.position.utf8Offset))
    }

    /// `text` without its leading blank lines or trailing white space, found in its UTF-8 bytes (in time
    /// linear in them, and fast for a member of megabytes).
    private static func normalized(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let firstVisible = bytes.firstIndex(where: { !isBlank($0) }),
            let lastVisible = bytes.lastIndex(where: { !isBlank($0) })
        else { return "" }
        let start = bytes[..<firstVisible].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return String(decoding: bytes[start...lastVisible], as: UTF8.self)
    }

    /// The white space that starts the last line of `trivia`.
    private static func indentation(of trivia: Trivia) -> String {
        let text = trivia.description
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return String(lastLine.prefix { $0 == " " || $0 == "\t" })
    }
}
