extension StringProtocol {
    /// The text with every character that could break a line of output or a document shown as `\u{XX}`:
    /// C0 and C1 control characters (newline and ESC included), DEL, the Unicode line and paragraph
    /// separators, the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
    /// reorder the text shown after them, and the non-characters U+FFFE and U+FFFF, which XML does not allow.
    ///
    /// Messages, terminal output and SVG text use it for identifiers and keys read from files, so a
    /// newline inside an identifier cannot forge a second diagnostic line and an ESC cannot reach the
    /// terminal. The `appservices` tool escapes what it prints from files the same way.
    ///
    /// ```swift
    /// "tasks\nforged".escapingControlCharacters  // "tasks\u{A}forged"
    /// ```
    ///
    /// Not part of the library's API: for the `appservices` tool, which imports it with
    /// `@_spi(AppServicesTools) import AppServices`.
    @_spi(AppServicesTools)
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.needsEscaping) else { return String(self) }
        var escaped = ""
        for scalar in unicodeScalars {
            if scalar.needsEscaping {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// Whether ``StringProtocol/escapingControlCharacters`` escapes the scalar.
    fileprivate var needsEscaping: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
