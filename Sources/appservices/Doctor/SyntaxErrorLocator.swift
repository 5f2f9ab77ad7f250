import SwiftSyntax

/// Finds where a parsed file stops being valid Swift, for an error that names the line.
///
/// The parser recovers from every error by inserting missing tokens and setting aside unexpected ones; the first
/// such token in source order is where a reader should look.
enum SyntaxErrorLocator {
    /// The first error of a file.
    struct SyntaxError {
        /// Its line, from 1.
        var line: Int
        /// What is wrong, such as `expected '}'`.
        var reason: String
    }

    /// The first error in `tree`, or `nil` when it parsed cleanly.
    ///
    /// - Parameters:
    ///   - tree: A parsed file.
    ///   - converter: Turns positions into lines.
    /// - Returns: The error's line and what is wrong.
    static func firstError(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> SyntaxError? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) {
            let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            if token.presence == .missing {
                return SyntaxError(line: line, reason: "expected '\(token.text)'")
            }
            if isUnexpected(token) {
                return SyntaxError(line: line, reason: "unexpected '\(token.text)'")
            }
        }
        return SyntaxError(line: 1, reason: "the parser reports an error")
    }

    private static func isUnexpected(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}
