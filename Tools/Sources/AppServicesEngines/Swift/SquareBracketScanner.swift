/// Follows the nesting of square brackets through Swift source, byte by byte, skipping comments and string
/// literals roughly (interpolations read as string text, raw strings' `#` not matched), enough to bound the parser's
/// work on hostile input; it errs towards code: a single-line string literal ends at its line's end, as the parser's.
struct SquareBracketScanner {
    private enum Context {
        case code
        case lineComment
        case blockComment(depth: Int)
        /// After one or two quotes in code: a string, an empty string or a multi-line string's opening.
        case openingQuotes(count: Int)
        case string(escaped: Bool)
        case multilineString(escaped: Bool, closingQuotes: Int)
    }

    /// The current line, from 1.
    private(set) var line = 1
    /// Whether the byte last read is code: not in a comment or a string literal, and not opening one.
    private(set) var isCode = false
    private var depth = 0
    private var context = Context.code
    private var previous: UInt8 = 0

    /// Reads the next byte of the source; returns the square-bracket nesting depth after it.
    mutating func read(_ byte: UInt8) -> Int {
        defer { previous = byte }
        isCode = false
        if byte == UInt8(ascii: "\n") {
            line += 1
            if case .lineComment = context { context = .code }
        }
        switch context {
        case .code:
            readCode(byte)
        case .lineComment:
            break
        case .blockComment(let nesting):
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "*") {
                context = nesting == 1 ? .code : .blockComment(depth: nesting - 1)
            } else if byte == UInt8(ascii: "*") && previous == UInt8(ascii: "/") {
                context = .blockComment(depth: nesting + 1)
            }
        case .openingQuotes(let count):
            if byte == UInt8(ascii: "\"") {
                context = count == 2 ? .multilineString(escaped: false, closingQuotes: 0) : .openingQuotes(count: 2)
            } else if count == 2 {
                context = .code
                readCode(byte)
            } else {
                readString(byte, escaped: false)
            }
        case .string(let escaped):
            readString(byte, escaped: escaped)
        case .multilineString(let escaped, let closingQuotes):
            if escaped {
                context = .multilineString(escaped: false, closingQuotes: 0)
            } else if byte == UInt8(ascii: "\\") {
                context = .multilineString(escaped: true, closingQuotes: 0)
            } else if byte == UInt8(ascii: "\"") {
                context =
                    closingQuotes == 2 ? .code : .multilineString(escaped: false, closingQuotes: closingQuotes + 1)
            } else {
                context = .multilineString(escaped: false, closingQuotes: 0)
            }
        }
        return depth
    }

    private mutating func readCode(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "]"): depth = max(0, depth - 1)
        case UInt8(ascii: "\""): context = .openingQuotes(count: 1)
        case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): context = .lineComment
        case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): context = .blockComment(depth: 1)
        default: break
        }
        if case .code = context { isCode = true }
    }

    /// Reads a byte of a single-line string literal, which ends at a quote or at the end of its line.
    private mutating func readString(_ byte: UInt8, escaped: Bool) {
        if byte == UInt8(ascii: "\n") {
            context = .code
        } else if escaped {
            context = .string(escaped: false)
        } else if byte == UInt8(ascii: "\\") {
            context = .string(escaped: true)
        } else if byte == UInt8(ascii: "\"") {
            context = .code
        } else {
            context = .string(escaped: false)
        }
    }
}
