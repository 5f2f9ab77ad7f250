import Foundation
import SwiftSyntax

/// A Swift file given to `appservices migrate`, parsed, with what turns positions into line numbers.
struct ParsedSource {
    /// The path as given on the command line.
    var path: String
    var tree: SourceFileSyntax
    var locations: SourceLocationConverter

    /// The file's name without its folder, as the output folder receives it.
    var fileName: String { (path as NSString).lastPathComponent }

    /// Parses `text`, read from `path`.
    ///
    /// - Throws: ``MigrationError`` naming the first syntax error and its line, when the file does not parse.
    init(path: String, text: String) throws(MigrationError) {
        let source: SwiftSource
        do {
            source = try SwiftSource(path: path, text: text)
        } catch {
            throw MigrationError(file: path, reason: "line \(error.line): \(error.reason); the file does not parse")
        }
        self.path = path
        tree = source.tree
        locations = source.locations
    }

    /// `file:line` of `node`, as reports print it.
    func position(of node: some SyntaxProtocol) -> String {
        "\(path):\(locations.location(for: node.positionAfterSkippingLeadingTrivia).line)"
    }
}
