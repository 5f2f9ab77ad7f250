extension Doctor {
    /// A warning for each Swift file that does not parse, which doctor skipped: real source trees hold files that
    /// are not compiled (encrypted by git-crypt, code-generator fragments, files left out of the target), so one of
    /// them does not stop the run; if the file is compiled, what it declares was not checked.
    var unparsedFileFindings: [DoctorFinding] {
        sources.unparsedFiles.map { location, reason in
            DoctorFinding(
                .warning, "unparsedSwiftFile", at: location, type: nil, identifiers: [location.file],
                "not valid Swift: \(reason); skipped, the other files are checked (if the app compiles this "
                    + "file, what it declares was not checked)")
        }
    }
}
