public import Foundation

/// Reads a property list within ``ManifestLimits``: the reader manifests use, for any property list a tool or an
/// app reads from an untrusted place (an Info.plist given to a command, a downloaded configuration).
///
/// Foundation's `PropertyListSerialization` parses; this bounds what it is given. Foundation never returns on a
/// binary property list whose arrays contain themselves, takes exponential time on one whose arrays share
/// sub-arrays (a few hundred bytes can stand for 2⁴⁰ values), and recurses once per level of nesting. So the bytes
/// are checked first, in time linear in their size: their size, a binary property list's object graph (no cycle,
/// depth, expansion, and only the kinds of object a manifest or an Info.plist holds, so an integer beyond 64 bits
/// is refused rather than read as 0), an XML one's nesting (comments and CDATA sections skipped). Old-style
/// (OpenStep) property lists, and bytes that are no binary or XML property list, are refused with a message that
/// says how to convert them. Everything else, XML's well-formedness included, is Foundation's to judge.
///
/// ```swift
/// let root = try BoundedPropertyList.read(data) as? [String: Any]
/// ```
///
/// Not part of the library's API: for the `appservices` tool, which imports it with
/// `@_spi(AppServicesTools) import AppServices`.
@_spi(AppServicesTools)
public enum BoundedPropertyList {
    /// Why a property list was refused.
    public struct Refusal: Error, CustomStringConvertible {
        /// ``ManifestProblem/Code/malformedFile`` when the bytes are not a property list,
        /// ``ManifestProblem/Code/limitExceeded`` when they are one beyond the limits.
        public var code: ManifestProblem.Code
        /// What is wrong, such as `it expands to more than 4194304 values`.
        public var reason: String

        /// The reason, prefixed with `not a valid property list: ` for bytes that are not one.
        public var description: String { code == .malformedFile ? "not a valid property list: \(reason)" : reason }
    }

    /// Reads the property list `data` with Foundation once it is known to be within ``ManifestLimits``.
    ///
    /// - Parameter data: A binary or XML property list.
    /// - Returns: What `PropertyListSerialization` reads from it.
    /// - Throws: ``Refusal`` for bytes beyond the limits, an old-style property list, or bytes that are not a
    ///   property list.
    public static func read(_ data: Data) throws(Refusal) -> Any {
        guard data.count <= ManifestLimits.maximumByteCount else {
            throw Refusal(
                code: .limitExceeded,
                reason: "it is \(data.count) bytes, more than the limit of \(ManifestLimits.maximumByteCount)")
        }
        if ManifestBinaryPropertyList.isBinary(data) {
            try ManifestBinaryPropertyList.check(data)
        } else if !isXML(data) {
            throw Refusal(code: .malformedFile, reason: notBinaryOrXML)
        } else if ManifestPropertyListNesting.exceedsLimit(data) {
            throw Refusal(code: .limitExceeded, reason: ManifestLimits.tooDeep)
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw Refusal(code: .malformedFile, reason: reason ?? error.localizedDescription)
        }
    }

    /// Why bytes that are neither a binary nor an XML property list are refused, saying how to convert an old-style
    /// one.
    private static let notBinaryOrXML =
        "it is neither a binary nor an XML property list; an old-style (OpenStep) property list such as "
        + "`{ key = value; }` is not read: convert it with `plutil -convert xml1 <file>`"

    /// Whether `data` starts as XML does: with `<` after blanks and a UTF-8 byte order mark.
    ///
    /// - Parameter data: A property list's bytes.
    /// - Returns: `true` for what is read as an XML property list.
    public static func isXML(_ data: Data) -> Bool {
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let first = text.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "<")
    }
}
