/// A manifest that enables, orders and configures registered services and launch tasks by
/// identifier, read from JSON or a property list.
///
/// Every field but `version` and the identifiers is optional; an absent field keeps the value
/// registered in code. The two forms are equivalent:
///
/// ```json
/// {
///   "version": 1,
///   "services": [
///     { "id": "network" },
///     { "id": "analytics", "priority": 10, "dependencies": ["network"], "config": { "apiKey": "abc" } },
///     { "id": "legacy-push", "enabled": false }
///   ],
///   "tasks": [
///     { "id": "analytics.warm-up", "phase": "idle", "executor": "background", "timeout": 2.5 },
///     { "id": "analytics.start", "phase": "firstSceneActive", "milestones": ["consentGiven"] }
///   ],
///   "milestones": ["consentGiven"]
/// }
/// ```
///
/// Load one with ``load(contentsOf:format:)`` or ``decode(_:format:file:)``, lay a second over it with
/// ``overlaid(by:)``, and turn the result into the services to create with ``ServiceCatalog/plan(for:)``.
public struct ServiceManifest: Hashable, Sendable {
    /// The only manifest version this library reads.
    static let supportedVersion = 1

    /// The file the manifest came from, as problems name it.
    public var file: String
    /// The manifest format's version; `1`, the only version this library reads.
    public var version: Int
    /// Per-service settings, in the file's order.
    public var services: [ServiceManifestEntry]
    /// Per-task settings, in the file's order.
    public var tasks: [LaunchTaskManifestEntry]
    /// The app's milestones that launch tasks may wait for (`milestones`), in the file's order.
    public var milestones: [LaunchMilestone] = []

    /// A manifest named `file` in problems.
    init(
        file: String,
        version: Int = ServiceManifest.supportedVersion,
        services: [ServiceManifestEntry] = [],
        tasks: [LaunchTaskManifestEntry] = []
    ) {
        self.file = file
        self.version = version
        self.services = services
        self.tasks = tasks
    }
}
