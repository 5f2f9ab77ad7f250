public import Foundation

/// Reads a property list within ``ManifestLimits``: the reader manifests use, for any property list a tool or an
/// app reads from an untrusted place (an Info.plist given to a command, a downloaded configuration).
///
/// Foundation's `PropertyListSerialization` never returns on a binary property list whose arrays contain
/// themselves, takes exponential time on one whose arrays share sub-arrays (a few hundred bytes can stand for
/// 2⁴⁰ values), and recurses once per level of nesting. This checks the bytes first, in time linear in their
/// size: a binary property list's object graph (no cycle, depth, expansion), a text one's nesting and grammar;
/// and it refuses bytes that are no property list at all, malformed XML or OpenStep, and XML Foundation would
/// refuse (a date not of the form `2024-01-31T12:00:00Z`, a reference such as `&nbsp;`, an encoding it does not
/// read, an integer beyond 64 bits), with the line, without calling Foundation, whose failure leaks an error
/// object on Linux.
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
    /// - Parameter data: A binary, XML or OpenStep property list.
    /// - Returns: What `PropertyListSerialization` reads from it.
    /// - Throws: ``Refusal`` for bytes beyond the limits or that are not a property list.
    public static func read(_ data: Data) throws(Refusal) -> Any {
        guard data.count <= ManifestLimits.maximumByteCount else {
            throw Refusal(
                code: .limitExceeded,
                reason: "it is \(data.count) bytes, more than the limit of \(ManifestLimits.maximumByteCount)")
        }
        if ManifestBinaryPropertyList.isBinary(data) {
            do {
                try ManifestBinaryPropertyList.check(data)
            } catch {
                throw Refusal(code: error.code, reason: error.reason)
            }
        } else if let problem = PropertyListTextFormat.problem(in: data) {
            throw Refusal(code: .malformedFile, reason: problem)
        } else if ManifestPropertyListNesting.exceedsLimit(data) {
            throw Refusal(
                code: .limitExceeded,
                reason: "arrays and dictionaries nest deeper than \(ManifestLimits.maximumDepth) levels")
        } else if let problem = XMLPropertyListStructure.isXML(data)
            ? XMLPropertyListStructure.problem(in: data) : OpenStepPropertyListStructure.problem(in: data)
        {
            throw Refusal(code: .malformedFile, reason: problem)
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw Refusal(code: .malformedFile, reason: reason ?? error.localizedDescription)
        }
    }
}
