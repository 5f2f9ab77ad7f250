/// One thing wrong with a manifest, naming the file, the key path and the identifier concerned.
///
/// ```text
/// remote.json: services[2].config.apiKey (service 'analytics'): expected a string, found integer 42
/// ```
public struct ManifestProblem: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// The file is not valid JSON or a valid property list, or could not be read.
        public static let malformedFile = Code(name: "malformedFile")
        /// The manifest's `version` is missing or not one this library reads.
        public static let unsupportedVersion = Code(name: "unsupportedVersion")
        /// A field this manifest format does not have.
        public static let unknownField = Code(name: "unknownField")
        /// A required field is missing.
        public static let missingField = Code(name: "missingField")
        /// A value has the wrong type, or is not one of the allowed values.
        public static let wrongType = Code(name: "wrongType")
        /// An identifier no registered service or launch task has.
        public static let unknownIdentifier = Code(name: "unknownIdentifier")
        /// The same identifier is listed twice in one manifest.
        public static let duplicateIdentifier = Code(name: "duplicateIdentifier")
        /// A configuration key the service does not declare.
        public static let undeclaredConfigurationKey = Code(name: "undeclaredConfigurationKey")
        /// A configuration key the service requires has no value.
        public static let missingConfigurationKey = Code(name: "missingConfigurationKey")
        /// An enabled service depends on a service that is disabled.
        public static let disabledDependency = Code(name: "disabledDependency")
        /// Services depend on each other in a cycle.
        public static let dependencyCycle = Code(name: "dependencyCycle")
        /// A launch task's executor is set to one its registered work cannot run on.
        public static let conflictingExecutor = Code(name: "conflictingExecutor")
        /// A number outside the range a manifest can hold: an integer beyond 64 bits, a real beyond `Double`.
        public static let outOfRange = Code(name: "outOfRange")
        /// The same key appears twice in one dictionary of a JSON manifest (in a property list, Foundation keeps the
        /// last; `appservices lint` names such keys in an XML manifest with their line).
        public static let duplicateKey = Code(name: "duplicateKey")
        /// The manifest is larger or nested deeper than ``ManifestLimits`` allow.
        public static let limitExceeded = Code(name: "limitExceeded")
        /// A string or key that is not valid UTF-8.
        public static let invalidText = Code(name: "invalidText")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of problem it is.
    public var code: Code
    /// Where the problem is.
    public var location: ManifestLocation
    /// The service or launch task concerned, when known.
    public var identifier: String?
    /// What is wrong and, where it helps, what would be right.
    public var detail: String

    /// The file.
    public var file: String { location.file }

    /// The key path inside the file.
    public var keyPath: String { location.keyPath }

    /// `file: keyPath ('identifier'): detail`, on one line: control characters in the key path, the
    /// identifier and the detail are shown escaped (`\u{0A}`), so a value cannot forge another line, and a key of
    /// more than 64 bytes is cut to its start and its length (`aaaa… (1048576 bytes)`).
    public var description: String {
        let subject = identifier.map { " ('\($0.escapingControlCharacters)')" } ?? ""
        let place =
            location.components.isEmpty ? file : "\(file): \(location.shortenedKeyPath.escapingControlCharacters)"
        return "\(place)\(subject): \(detail.escapingControlCharacters)"
    }
}
