import Foundation

/// An `@available(platform, deprecated: version, message: "…")` attribute laid out as swift-format lays it out
/// in 120 columns, so that the code `migrate` writes passes a project's format check as the app's code did.
enum AvailabilityAttribute {
    /// `attribute`, written on one line, laid out at `indent`: on one line where it fits, else its arguments on a
    /// line of their own, else its message on a line of its own.
    static func laidOut(_ attribute: String, indent: String) -> String {
        let oneLine = indent + attribute
        guard oneLine.count > 120, attribute.hasPrefix("@available("), attribute.hasSuffix(")"),
            let message = attribute.range(of: ", message: ")
        else { return oneLine }
        let arguments = attribute.dropFirst("@available(".count).dropLast()
        let argumentsLine = indent + "    " + arguments
        if argumentsLine.count <= 120 { return indent + "@available(\n" + argumentsLine + "\n" + indent + ")" }
        let head = attribute[attribute.index(attribute.startIndex, offsetBy: "@available(".count)..<message.lowerBound]
        let text = attribute[message.upperBound...].dropLast()
        return indent + "@available(\n" + indent + "    " + head + ",\n" + indent + "    message:\n" + indent
            + "        "
            + text + "\n" + indent + ")"
    }
}
