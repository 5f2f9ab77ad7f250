/// A value found while reading a manifest's bytes that no manifest may hold: `null`, a number out of
/// range, text that is not UTF-8, a key given twice, a date or data in a property list.
///
/// Reading goes on past such a value so that every one is reported; the manifest is not interpreted
/// until none is left. The problem becomes a ``ManifestProblem`` naming the service or task the value
/// belongs to, looked up in what was read.
struct ManifestValueProblem: Sendable {
    /// What kind of problem it is.
    var code: ManifestProblem.Code
    /// Where the value is.
    var path: [ManifestPathComponent]
    /// What is wrong with it.
    var detail: String

    /// The problem in `file`, naming the service or task of `root` (what was read, with a placeholder where each
    /// bad value was) the path leads into.
    func problem(in file: String, root: ConfigurationValue) -> ManifestProblem {
        var identifier: String?
        if path.count >= 2, case .key(let list) = path[0], list == "services" || list == "tasks",
            case .index(let index) = path[1], case .dictionary(let fields) = root,
            case .array(let entries) = fields[list], entries.indices.contains(index),
            case .dictionary(let entry) = entries[index], case .string(let id) = entry["id"], !id.isEmpty
        {
            identifier = id
        }
        return ManifestProblem(
            code: code, location: ManifestLocation(file: file, components: path), identifier: identifier,
            detail: detail)
    }

    /// The value that stands in for a bad one until reading ends, so the indices of an array stay right.
    static let placeholder = ConfigurationValue.boolean(false)
}

extension ManifestLimits {
    /// Why a manifest or property list that nests deeper than ``maximumDepth`` is refused, in every reader.
    static let tooDeep = "arrays and dictionaries nest deeper than \(maximumDepth) levels"
}
