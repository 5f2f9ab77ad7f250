import SwiftSyntax

/// A walk of parsed Swift files, one after another, that places what it finds at its file's line: what
/// ``SourceCollector`` and ``SDKUseCollector`` share.
class SourceFileCollector: SyntaxVisitor {
    private var file = ""
    private var converter: SourceLocationConverter?

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    func collect(_ tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        willWalk(tree)
        walk(tree)
    }

    /// Prepares the walk of `tree`, the next file: what a collector keeps per file starts again here.
    func willWalk(_ tree: SourceFileSyntax) {}

    /// The file and line of `node`, in the file being walked.
    func line(of node: some SyntaxProtocol) -> SourceLine {
        let line = converter?.location(for: node.positionAfterSkippingLeadingTrivia).line ?? 0
        return SourceLine(file: file, line: line)
    }
}
