/// A replacement of a range of UTF-8 offsets in a text.
struct TextEdit {
    /// Where the range starts, in the whole file.
    var start: Int
    var end: Int
    var replacement: String

    /// `text`, which starts at `offset` in the whole file, with `edits` applied.
    ///
    /// The edits must not overlap. An insertion where a replaced range starts (an attribute before a modifier that
    /// is removed) goes before the range's replacement.
    static func apply(_ edits: [TextEdit], to text: String, offset: Int = 0) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.start != $1.start ? $0.start > $1.start : $0.end > $1.end }) {
            bytes.replaceSubrange((edit.start - offset)..<(edit.end - offset), with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
