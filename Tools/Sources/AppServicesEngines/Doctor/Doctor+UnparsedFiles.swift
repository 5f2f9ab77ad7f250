extension Doctor {
    /// A warning for each Swift file that doctor skipped: real source trees hold files that are not compiled (encrypted
    /// by git-crypt, code-generator fragments, files left out of the target), and files that nest deeper than the
    /// parser reads, so one of them does not stop the run; if the file is compiled, what it declares was not checked.
    var unparsedFileFindings: [Finding] {
        sources.unparsedFiles.map { location, problem in
            Finding(
                .warning, "unparsedSwiftFile", at: location, type: nil, identifiers: [location.file],
                (problem.exceedsParser ? "not read: " : "not valid Swift: ") + problem.reason
                    + "; skipped, the other files are checked (if the app compiles this file, what it declares was "
                    + "not checked)")
        }
    }
}
