/// The C preprocessor's directives in an Info.plist that Xcode runs through it (`INFOPLIST_PREPROCESS = YES`):
/// lines that start with `#`, such as `#ifndef DISABLE_PLAIN_HTTP`, which no property-list parser reads.
struct PreprocessorDirectives {
    /// The directives' lines, from 1.
    var lines: [Int] = []
    /// The file with each directive's line emptied, so the other keys keep their lines.
    var blanked: [UInt8] = []

    /// Finds the directives of `bytes`, a property list's text.
    init(_ bytes: [UInt8]) {
        var line = 1
        var atLineStart = true
        var inDirective = false
        blanked.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                line += 1
                atLineStart = true
                inDirective = false
                blanked.append(byte)
                continue
            }
            if atLineStart && byte == UInt8(ascii: "#") {
                inDirective = true
                lines.append(line)
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { atLineStart = false }
            blanked.append(inDirective ? UInt8(ascii: " ") : byte)
        }
    }

    /// `4, 7 and 9`, as a message lists the lines.
    var listed: String {
        let shown = lines.prefix(10).map(String.init)
        let more = lines.count > 10 ? " and \(lines.count - 10) more" : ""
        return shown.joined(separator: ", ") + more
    }
}
