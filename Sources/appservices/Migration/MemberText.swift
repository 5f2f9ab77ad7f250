import SwiftSyntax

/// The text of a member as the migration writes it: verbatim, its comments and attributes kept, without the
/// blank lines before it; with the edits a service or a kept override needs.
enum MemberText {
    /// `member` as a service receives it: verbatim, except the statements that made the delegate the
    /// notification center's delegate, which `ServicesAppDelegate` does itself.
    static func moved(_ member: DelegateMember) -> String {
        let item = member.item
        let typeEdits = CapabilitySignature.changes(in: member).map { change in
            TextEdit(
                start: change.type.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: change.type.endPositionBeforeTrailingTrivia.utf8Offset, replacement: change.replacement)
        }
        let edits = DelegateUsageFinder.walking(item).notificationDelegateAssignments.map { statement in
            let trivia = statement.leadingTrivia.description
            let newline = trivia.utf8.lastIndex(of: UInt8(ascii: "\n")).map { trivia.utf8.distance(from: trivia.utf8.startIndex, to: $0) }
            let start = statement.position.utf8Offset + (newline ?? trivia.utf8.count)
            return TextEdit(start: start, end: statement.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
        }
        return normalized(TextEdit.apply(edits + typeEdits, to: item.description, offset: item.position.utf8Offset))
    }

    /// A scene callback kept in the scene delegate: `override`, and a call to `super` before its own code, so
    /// that the services still receive the callback.
    static func overriding(_ member: DelegateMember) -> String {
        let item = member.item
        guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body else {
            return normalized(item.description)
        }
        let arguments = function.signature.parameterClause.parameters.map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            return parameter.firstName.tokenKind == .wildcard ? name : "\(parameter.firstName.text): \(name)"
        }
        let statementIndent = body.statements.first.map { indentation(of: $0.leadingTrivia) } ?? "        "
        let call = "\n\(statementIndent)super.\(function.name.text)(\(arguments.joined(separator: ", ")))"
        let edits = [
            TextEdit(
                start: function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "override "),
            TextEdit(
                start: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                end: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, replacement: call),
        ]
        return normalized(TextEdit.apply(edits, to: item.description, offset: item.position.utf8Offset))
    }

    /// `member` as the delegate keeps it.
    static func kept(_ member: DelegateMember) -> String { normalized(member.item.description) }

    /// `text` without its leading blank lines or trailing white space.
    private static func normalized(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.drop { $0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
        return String(kept.reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The white space that starts the last line of `trivia`.
    private static func indentation(of trivia: Trivia) -> String {
        let text = trivia.description
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return String(lastLine.prefix { $0 == " " || $0 == "\t" })
    }
}
