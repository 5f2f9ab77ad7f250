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
        /// Whether the file may well be valid Swift that goes beyond what the parser reads (nesting, brackets,
        /// chains), rather than a file that is not valid Swift.
        var exceedsParser = false
    }

    /// How deeply square brackets may nest.
    ///
    /// swift-syntax's parser takes time exponential in that depth (each level about doubles it: 20 levels take seconds,
    /// 30 hours), and no delegate nests more than a few, so a deeper file is refused before it is parsed.
    static let maximumSquareBracketNesting = 16

    /// How deeply blocks, closures, parentheses and brackets may nest: swift-syntax's own default for this build,
    /// passed to it so that messages can name it.
    ///
    /// Its debug builds use more stack for each level, so they stop at 20 levels; a release build at 256.
    static let maximumNestingLevel: Int = {
        #if DEBUG
        20
        #else
        256
        #endif
    }()

    /// The largest Swift file read: far above any hand-written file, low enough to refuse a stray binary.
    package static let maximumFileSize = 16 << 20

    let tree: SourceFileSyntax
    let locations: SourceLocationConverter

    /// Parses `text`, read from `path`.
    ///
    /// - Throws: ``Problem`` when square brackets nest too deeply or the file does not parse.
    init(path: String, text: String) throws(Problem) {
        if let problem = Self.shapeProblem(in: text) { throw problem }
        // Swift 5 mode, as most apps' files are compiled: it accepts what Swift 6 refuses and the compiler then
        // only warns about, such as `@available (iOS 12, *)` with a space before the parenthesis.
        var parser = Parser(text, maximumNestingLevel: Self.maximumNestingLevel, swiftVersion: .v5)
        tree = SourceFileSyntax.parse(from: &parser)
        locations = SourceLocationConverter(fileName: path, tree: tree)
        guard tree.hasError else { return }
        if tree.hasMaximumNestingLevelOverflow {
            throw Problem(
                line: Self.firstOverflow(in: tree, locations), reason: Self.nestingReason, exceedsParser: true)
        }
        let finder = SyntaxErrorFinder(viewMode: .all).walked(tree)
        throw Problem(line: finder.position.map { locations.location(for: $0).line } ?? 1, reason: finder.message)
    }

    /// What a file nested deeper than ``maximumNestingLevel`` is: perhaps valid Swift, beyond this build's parser.
    private static var nestingReason: String {
        "blocks, closures, parentheses and brackets nest more than \(maximumNestingLevel) levels deep, the most "
            + "this build of the tool parses (swift-syntax parses 20 in a debug build, 256 in a release build); the "
            + "file may well be valid Swift"
    }

    /// The line where the parser stopped nesting in `tree`: its first node past the limit.
    private static func firstOverflow(in tree: SourceFileSyntax, _ locations: SourceLocationConverter) -> Int {
        let overflow = tree.tokens(viewMode: .all).first { token in
            token.parent?.is(UnexpectedNodesSyntax.self) == true && token.parent?.hasMaximumNestingLevelOverflow == true
        }
        return overflow.map { locations.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 1
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
                        + "parser cannot read in reasonable time", exceedsParser: true)
            }
            guard brackets.isCode else { continue }
            switch recursion.read(code: byte, next: next ?? 0) {
            case .angles?:
                return Problem(
                    line: brackets.line,
                    reason: "angle brackets nest more than \(RecursionScanner.maximumAngleNesting) deep in one "
                        + "statement, which the Swift parser cannot read in reasonable time", exceedsParser: true)
            case .chain?:
                return Problem(
                    line: brackets.line,
                    reason: "a chain of calls and member accesses is longer than "
                        + "\(RecursionScanner.maximumChainLength) links, deeper than the Swift parser can nest",
                    exceedsParser: true)
            case .nesting?:
                return Problem(line: brackets.line, reason: nestingReason, exceedsParser: true)
            case nil:
                continue
            }
        }
        return nil
    }
}
