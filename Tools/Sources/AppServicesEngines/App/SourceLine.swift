/// A line of a Swift file, where doctor found a declaration or a call.
struct SourceLine: Hashable {
    /// The file: the `--sources` folder as given, then the path below it.
    var file: String
    /// The line, from 1.
    var line: Int
}
