import Foundation

/// Writes a property-list tree as OpenStep text, which Foundation reads but cannot write.
///
/// Seeds in that form lead mutations into the OpenStep checks. OpenStep has strings, data, arrays and
/// dictionaries only, so numbers, Booleans and dates are written as the strings they print as.
enum OpenStepText {
    /// The OpenStep text of `value`: a dictionary's keys in order, every string quoted.
    ///
    /// - Parameter value: A tree `JSONSerialization` or `PropertyListSerialization` made.
    /// - Returns: The text.
    static func render(_ value: Any) -> String {
        switch value {
        case let dictionary as [String: Any]:
            "{\n" + dictionary.keys.sorted().map { "\(quoted($0)) = \(render(dictionary[$0] as Any));\n" }.joined()
                + "}"
        case let array as [Any]:
            "(" + array.map(render).joined(separator: ", ") + ")"
        case let data as Data:
            "<" + data.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16) }.joined() + ">"
        default:
            quoted("\(value)")
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
