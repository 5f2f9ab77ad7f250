import Foundation

/// The Swift blocks of a DocC article and whether each appears, line for line (indentation and blank lines aside),
/// in the test files that compile it.
struct ArticleBlocks {
    /// The article's Swift blocks that were checked.
    let blocks: [String]
    /// The first line of each block that no compiled file holds.
    let uncompiled: [String]

    /// Reads `article` from the DocC catalog and `compiledFiles` from this folder.
    ///
    /// - Parameters:
    ///   - article: The article's file name, such as `ChoosingAChannel.md`.
    ///   - compiledFiles: The files of this folder that hold its code.
    ///   - skipping: Blocks left out of the check, such as code that needs SwiftUI.
    /// - Throws: The error of reading a file that is missing.
    init(article: String, compiledFiles: [String], skipping: (String) -> Bool = { _ in false }) throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let markdown = try String(
            contentsOf: here.appendingPathComponent("../../../Sources/AppServices/AppServices.docc/\(article)"),
            encoding: .utf8)
        let compiled = try compiledFiles.map {
            try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8)
        }
        let compiledLines = Self.normalizedLines(compiled.joined(separator: "\n"))
        blocks = Self.swiftBlocks(of: markdown).filter { !skipping($0) }
        uncompiled = blocks.map(Self.normalizedLines).filter { lines in
            !compiledLines.indices.contains { start in
                start + lines.count <= compiledLines.count && Array(compiledLines[start..<start + lines.count]) == lines
            }
        }.map { $0.first ?? "" }
    }

    private static func swiftBlocks(of markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    private static func normalizedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
