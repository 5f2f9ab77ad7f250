/// A field of a manifest's dictionaries: of the root, of a service or of a task.
///
/// The parser looks fields up by position in ``names``, filled in one pass over a dictionary's keys, so reading
/// an entry hashes none of them.
protocol ManifestField: RawRepresentable<Int>, CaseIterable {
    /// The fields' names, at the positions of their raw values.
    static var names: [String] { get }
}

/// A field of a manifest's service or task entries, among which are the four that both have.
protocol ManifestEntryField: ManifestField {
    /// The entry's identifier (`id`).
    static var id: Self { get }
    /// Whether the entry is enabled (`enabled`).
    static var enabled: Self { get }
    /// The entry's priority (`priority`).
    static var priority: Self { get }
    /// What the entry depends on (`dependencies`).
    static var dependencies: Self { get }
}

/// The values of one dictionary's fields.
struct ManifestFieldValues<Field: ManifestField> {
    /// The values at the positions of their fields; `nil` for a field the dictionary does not have.
    var values: [ConfigurationValue?]

    /// The value of `field`, or `nil` when the dictionary does not have it.
    subscript(field: Field) -> ConfigurationValue? { values[field.rawValue] }
}

/// The fields a manifest's service entries and task entries share, so the parser reads them in one place.
protocol ManifestEntryFields {
    /// What the entry and its dependencies identify: services or launch tasks.
    associatedtype Kind
    /// The entry's fields in a manifest.
    associatedtype Field: ManifestEntryField
    /// Whether the entry is enabled, or `nil` to keep the registered default.
    var isEnabled: Bool? { get set }
    /// The entry's priority, or `nil` to keep the registered one.
    var priority: Int? { get set }
    /// What the entry depends on, or `nil` to keep the registered list.
    var dependencies: [Identifier<Kind>]? { get set }
}

extension ServiceManifestEntry: ManifestEntryFields {
    /// A service's fields in a manifest.
    enum Field: Int, ManifestEntryField {
        case id, enabled, priority, dependencies, config

        static let names = allCases.map { "\($0)" }
    }
}

extension LaunchTaskManifestEntry: ManifestEntryFields {
    /// A launch task's fields in a manifest.
    enum Field: Int, ManifestEntryField {
        case id, enabled, dependencies, phase, executor, priority, timeout, failurePolicy, milestones

        static let names = allCases.map { "\($0)" }
    }
}
