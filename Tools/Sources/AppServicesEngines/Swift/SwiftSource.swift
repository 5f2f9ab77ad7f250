import SwiftParser
import SwiftSyntax

/// A Swift file parsed with swift-syntax, for `migrate` and `doctor`, or the reason it cannot be read.
package struct SwiftSource {
    /// Why a file cannot be read: the line and what is wrong there.
    struct Problem: Error {
        /// The line, from 1.
        var line: Int
        /// What is wrong, such as `expected '}'`.
        var reason: String
    }

    /// How deeply square brackets may nest.
    ///
    /// swift-syntax's parser takes time exponential in that depth
    /// (each level about doubles it: 20 levels take seconds, 30 hours), and no delegate nests more than a
    /// few, so a deeper file is refused before it is parsed.
    static let maximumSquareBracketNesting = 16

    /// The largest Swift file read: far above any hand-written file, low enough to refuse a stray binary.
    package static let maximumFileSize = 16 << 20

    /// Its syntax tree.
    let tree: SourceFileSyntax
    /// Turns positions in `tree` into lines.
    let locations: SourceLocationConverter

    /// Parses `text`, read from `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path, for positions.
    ///   - text: Its contents.
    /// - Throws: ``Problem`` when square brackets nest too deeply or the file does not parse.
    init(path: String, text: String) throws(Problem) {
        if let problem = Self.shapeProblem(in: text) { throw problem }
        // Swift 5 mode, as most apps' files are compiled: it accepts what Swift 6 refuses and the compiler then
        // only warns about, such as `@available (iOS 12, *)` with a space before the parenthesis.
        var parser = Parser(text, swiftVersion: .v5)
        tree = SourceFileSyntax.parse(from: &parser)
        locations = SourceLocationConverter(fileName: path, tree: tree)
        guard tree.hasError else { return }
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        throw Problem(line: finder.position.map { locations.location(for: $0).line } ?? 1, reason: finder.message)
    }

    /// The first shape in `text` the parser cannot read safely: a NUL byte, square brackets nested too deep, or
    /// what ``RecursionScanner`` bounds; with its line.
    private static func shapeProblem(in text: String) -> Problem? {
        var brackets = SquareBracketScanner()
        var recursion = RecursionScanner()
        var bytes = text.utf8.makeIterator()
        var next = bytes.next()
        while let byte = next {
            next = bytes.next()
            if byte == 0 {
                return Problem(
                    line: brackets.line,
                    reason: "it holds a NUL byte, which Swift source cannot; it is not a Swift file")
            }
            if brackets.read(byte) > maximumSquareBracketNesting {
                return Problem(
                    line: brackets.line,
                    reason: "square brackets nest more than \(maximumSquareBracketNesting) deep, which the Swift "
                        + "parser cannot read in reasonable time")
            }
            guard brackets.isCode else { continue }
            switch recursion.read(code: byte, next: next ?? 0) {
            case .angles?:
                return Problem(
                    line: brackets.line,
                    reason: "angle brackets nest more than \(RecursionScanner.maximumAngleNesting) deep in one "
                        + "statement, which the Swift parser cannot read in reasonable time")
            case .chain?:
                return Problem(
                    line: brackets.line,
                    reason: "a chain of calls and member accesses is longer than "
                        + "\(RecursionScanner.maximumChainLength) links, deeper than the Swift parser can nest")
            case nil:
                continue
            }
        }
        return nil
    }
}
