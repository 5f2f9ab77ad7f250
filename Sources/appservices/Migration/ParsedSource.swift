import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file given to `appservices migrate`, parsed, with what turns positions into line numbers.
struct ParsedSource {
    /// The path as given on the command line.
    var path: String
    /// Its syntax tree.
    var tree: SourceFileSyntax
    /// Turns positions in `tree` into lines.
    var locations: SourceLocationConverter

    /// The file's name without its folder, as the output folder receives it.
    var fileName: String { (path as NSString).lastPathComponent }

    /// Parses `text`, read from `path`.
    ///
    /// - Throws: ``MigrationError`` naming the first syntax error and its line, when the file does not parse.
    init(path: String, text: String) throws(MigrationError) {
        let tree = Parser.parse(source: text)
        let locations = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let finder = SyntaxErrorFinder(viewMode: .all)
            finder.walk(tree)
            let line = finder.position.map { locations.location(for: $0).line } ?? 1
            throw MigrationError(file: path, reason: "line \(line): \(finder.message); the file does not parse")
        }
        self.path = path
        self.tree = tree
        self.locations = locations
    }

    /// `file:line` of `node`, as reports print it.
    func position(of node: some SyntaxProtocol) -> String {
        "\(path):\(locations.location(for: node.positionAfterSkippingLeadingTrivia).line)"
    }
}
