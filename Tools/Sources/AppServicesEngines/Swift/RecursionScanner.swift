/// Bounds, before a file is parsed, the shapes on which swift-syntax recurses or backtracks in proportion to a
/// tree's depth (the parser, `SourceLocationConverter`, visitors).
///
/// Reads the code bytes (``SquareBracketScanner``) and tracks, for each level of `(`, `[` and `{`, the links of
/// the postfix chain being read (each nests the tree deeper: `a.b.b…` 10,000 long overflows the stack), and the
/// `<` not yet closed in the statement (each may open a generic argument list the parser nests or backtracks from,
/// `f(a < a < … < b)`, quadratic). A chain's depth counts the enclosing levels' chains too. The estimates err
/// towards counting less, so code as people write it is read.
struct RecursionScanner {
    /// What a file exceeds.
    enum Excess {
        /// `<` nest deeper than ``maximumAngleNesting``.
        case angles
        /// A chain is longer than ``maximumChainLength``.
        case chain
        /// Parentheses, brackets and braces nest so deep that, with the chains inside them, the tree would be
        /// deeper than ``maximumChainLength``: most of that depth is nesting, not links.
        case nesting
    }

    /// How many `<` may be open in one statement.
    static let maximumAngleNesting = 64
    /// How long a chain of postfix links may be, counting the enclosing levels' chains and the levels.
    static let maximumChainLength = 1_000

    private struct Level {
        var chain = 0
        var angles = 0
    }

    private var levels = [Level()]
    private var depth = 0
    private var previous: UInt8 = 0
    private var afterSpace = false

    /// Reads `byte`, known to be code, followed by `next` (0 at the end); returns what is exceeded after it, if
    /// anything.
    mutating func read(code byte: UInt8, next: UInt8) -> Excess? {
        defer { previous = byte }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            afterSpace = true
            return nil
        }
        let continues = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        if afterSpace && !continues { endChain() }
        let postfix = !afterSpace
        afterSpace = false
        switch byte {
        case UInt8(ascii: "."):
            if previous != UInt8(ascii: ".") && next != UInt8(ascii: ".") { return link() }
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if postfix && (Self.isIdentifier(previous) || Self.closes(previous) || previous == byte) { return link() }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if byte == UInt8(ascii: "{") { levels[levels.count - 1].angles = 0 }
            let excess = link()
            levels.append(Level())
            return excess
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if levels.count > 1 {
                endChain()
                levels.removeLast()
            }
        case UInt8(ascii: "<"):
            guard !Self.isOperator(previous), !Self.isOperator(next) else { break }
            levels[levels.count - 1].angles += 1
            if levels[levels.count - 1].angles > Self.maximumAngleNesting { return .angles }
        case UInt8(ascii: ">"):
            if previous != UInt8(ascii: "-"), next != UInt8(ascii: "="), levels[levels.count - 1].angles > 0 {
                levels[levels.count - 1].angles -= 1
            }
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: ":"):
            resetStatement()
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "^"),
            UInt8(ascii: "~"):
            endChain()
        default:
            break
        }
        return nil
    }

    private mutating func link() -> Excess? {
        levels[levels.count - 1].chain += 1
        depth += 1
        guard depth + levels.count > Self.maximumChainLength else { return nil }
        // Each open level was opened by one of the links counted: the nesting, when it is most of the depth.
        let nesting = levels.count - 1
        return 2 * nesting > depth ? .nesting : .chain
    }

    private mutating func endChain() {
        depth -= levels[levels.count - 1].chain
        levels[levels.count - 1].chain = 0
    }

    private mutating func resetStatement() {
        endChain()
        levels[levels.count - 1].angles = 0
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    private static func closes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">")
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?.".utf8.contains(byte)
    }
}
