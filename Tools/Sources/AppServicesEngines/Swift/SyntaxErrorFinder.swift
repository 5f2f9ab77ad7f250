import SwiftSyntax

/// Finds the first syntax error the parser recovered from: a token it expected but did not find, or text it
/// could not make sense of.
final class SyntaxErrorFinder: SyntaxVisitor {
    private(set) var position: AbsolutePosition?
    /// What the first error is, such as `expected '}'`.
    private(set) var message = "syntax error"

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if position == nil, token.presence == .missing {
            position = token.position
            message = "expected " + (token.text.hasPrefix("<#") ? Self.missing(token.parent?.kind) : "'\(token.text)'")
        } else if position == nil, let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            position = token.positionAfterSkippingLeadingTrivia
            message = "\(diagnostic.kind) at '\(token.text.prefix(40))'"
        }
        return .skipChildren
    }

    /// What a missing placeholder stands for, such as `an expression`.
    private static func missing(_ kind: SyntaxKind?) -> String {
        switch kind {
        case .missingExpr: "an expression"
        case .missingDecl: "a declaration"
        case .missingType: "a type"
        case .missingPattern: "a pattern"
        case .missingStmt: "a statement"
        default: "more code"
        }
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if position == nil {
            position = node.positionAfterSkippingLeadingTrivia
            let text = node.trimmedDescription
            message = "unexpected code '\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))'"
        }
        return .skipChildren
    }
}
