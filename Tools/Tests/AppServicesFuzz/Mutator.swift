import Foundation

/// Deterministic mutations of seed inputs: the same seed gives the same inputs on every machine.
///
/// Byte-level changes (flip, insert, delete, duplicate, truncate) find parser bugs; splicing in tokens
/// that have broken readers before (`null`, huge and negative numbers, deep nesting, control
/// characters, duplicate keys, a self-referencing binary property list) finds validation bugs.
struct Mutator {
    /// SplitMix64: small, fast and the same everywhere.
    private var state: UInt64

    /// Values that have broken manifest and report readers, spliced in as text.
    private static let tokens: [String] = [
        "null", "1e400", "-1e400", "9223372036854775808", "18446744073709551615", "-9223372036854775809",
        "9223372036854775807", "-9223372036854775808", "-2", "0", "1e8", "9e18", "NaN", "-0", "1.0e-400",
        "\"\\u0000\"", "\"\\u001b[2J\"", "\"\\ufffe\"", "\"\\ud800\"", "\"a\\nb\"", "\"\"", "true", "[]", "{}",
        String(repeating: "[", count: 70), String(repeating: "{\"a\":", count: 70), "{\"id\":1,\"id\":2}",
        "\"lane\": 9223372036854775807", "\"startNanoseconds\": -9223372036854775808", ",", ":", "\"", "\\",
    ]

    /// Numbers that have broken readers, put in place of a number of the seed.
    private static let numbers: [String] = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "18446744073709551615", "-2", "-1",
        "0", "1e8", "9e18", "1e300", "1e400", "-0", "0.5", "86400000000001", "1023", "1024",
    ]

    /// Creates a mutator.
    ///
    /// - Parameter seed: The seed; equal seeds give equal sequences.
    init(seed: UInt64) {
        state = seed
    }

    /// The next pseudo-random number.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `seed` with one to four mutations applied.
    ///
    /// - Parameter seed: The input to mutate.
    /// - Returns: The mutated input.
    mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var bytes = seed
        for _ in 0...below(4) { mutateOnce(&bytes) }
        return bytes
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8]) {
        let position = bytes.isEmpty ? 0 : below(bytes.count + 1)
        switch below(9) {
        case 0 where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] ^= UInt8(1 << below(8))
        case 1:
            bytes.insert(UInt8(truncatingIfNeeded: next()), at: position)
        case 2 where position < bytes.count:
            bytes.removeSubrange(position..<min(bytes.count, position + 1 + below(16)))
        case 3 where position < bytes.count:
            let end = min(bytes.count, position + 1 + below(64))
            bytes.insert(contentsOf: bytes[position..<end], at: below(bytes.count + 1))
        case 4 where position < bytes.count:
            bytes.removeSubrange(position...)
        case 5, 6:
            replaceNumber(in: &bytes, from: position)
        default:
            bytes.insert(contentsOf: Array(Self.tokens[below(Self.tokens.count)].utf8), at: position)
        }
    }

    /// Replaces the first number at or after `position` with one of ``numbers``: a field keeps its place
    /// and gets a value at or beyond its range.
    private mutating func replaceNumber(in bytes: inout [UInt8], from position: Int) {
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let start = bytes[position...].firstIndex(where: isDigit) ?? bytes.firstIndex(where: isDigit) else {
            return
        }
        let end = bytes[start...].firstIndex { !isDigit($0) && $0 != UInt8(ascii: ".") } ?? bytes.count
        let first = start > 0 && bytes[start - 1] == UInt8(ascii: "-") ? start - 1 : start
        bytes.replaceSubrange(first..<end, with: Array(Self.numbers[below(Self.numbers.count)].utf8))
    }
}
