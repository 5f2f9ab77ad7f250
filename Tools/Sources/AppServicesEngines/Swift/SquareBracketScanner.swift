/// Follows the nesting of square brackets through Swift source, byte by byte, skipping comments and string
/// literals (roughly: interpolations are read as string text, and a raw string's `#` delimiters are not
/// matched), which is enough to bound the parser's work on hostile input.
struct SquareBracketScanner {
    private enum Context {
        case code
        case lineComment
        case blockComment(depth: Int)
        case string(escaped: Bool)
    }

    /// The current line, from 1.
    private(set) var line = 1
    /// Whether the byte last read is code: not in a comment or a string literal, and not opening one.
    private(set) var isCode = false
    private var depth = 0
    private var context = Context.code
    private var previous: UInt8 = 0

    /// Reads one byte.
    ///
    /// - Parameter byte: The next byte of the source.
    /// - Returns: The square-bracket nesting depth after it.
    mutating func read(_ byte: UInt8) -> Int {
        defer { previous = byte }
        isCode = false
        if byte == UInt8(ascii: "\n") {
            line += 1
            if case .lineComment = context { context = .code }
        }
        switch context {
        case .code:
            switch byte {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "\""): context = .string(escaped: false)
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): context = .lineComment
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): context = .blockComment(depth: 1)
            default: break
            }
            if case .code = context { isCode = true }
        case .lineComment:
            break
        case .blockComment(let nesting):
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "*") {
                context = nesting == 1 ? .code : .blockComment(depth: nesting - 1)
            } else if byte == UInt8(ascii: "*") && previous == UInt8(ascii: "/") {
                context = .blockComment(depth: nesting + 1)
            }
        case .string(let escaped):
            if escaped {
                context = .string(escaped: false)
            } else if byte == UInt8(ascii: "\\") {
                context = .string(escaped: true)
            } else if byte == UInt8(ascii: "\"") {
                context = .code
            }
        }
        return depth
    }
}
