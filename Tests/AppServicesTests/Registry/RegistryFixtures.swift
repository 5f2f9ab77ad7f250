import AppServices
import Foundation

/// A service that remembers the configuration it was created with.
@MainActor
final class ConfiguredService: ApplicationService {
    let identifier: ServiceIdentifier
    let configuration: ServiceConfiguration

    init(_ identifier: ServiceIdentifier, _ configuration: ServiceConfiguration) {
        self.identifier = identifier
        self.configuration = configuration
    }
}

/// The catalog most manifest tests check against.
enum RegistryFixtures {
    static func entry(
        _ id: ServiceIdentifier,
        keys: [ServiceConfigurationKey] = [],
        dependencies: [ServiceIdentifier] = [],
        priority: Int = 0,
        enabled: Bool = true
    ) -> ServiceEntry {
        ServiceEntry(
            id, configurationKeys: keys, dependencies: dependencies, priority: priority, isEnabledByDefault: enabled
        ) { configuration in
            ConfiguredService(id, configuration)
        }
    }

    /// `network`, `analytics` (needs `apiKey`, depends on `network`), `push` (priority 10), `legacy` (off by
    /// default); tasks `db.migrate` and `analytics.warm-up`.
    static func catalog() throws -> ServiceCatalog {
        let catalog = ServiceCatalog()
        try catalog.register(
            services: [
                entry("network", keys: [.init("endpoint", .string), .init("timeout", .number)]),
                entry(
                    "analytics",
                    keys: [
                        .init("apiKey", .string, isRequired: true), .init("sampleRate", .number),
                        .init("verbose", .boolean), .init("tags", .array), .init("limits", .dictionary),
                        .init("batchSize", .integer),
                    ],
                    dependencies: ["network"],
                    priority: 5
                ),
                entry("push", priority: 10),
                entry("legacy", enabled: false),
            ],
            tasks: [
                LaunchTaskEntry(LaunchTask("db.migrate", phase: .willFinishLaunching, executor: .background) {}),
                LaunchTaskEntry(
                    LaunchTask("analytics.warm-up", dependsOn: ["db.migrate"], executor: .mainActor) {
                        @MainActor () async in
                    }),
            ]
        )
        return catalog
    }

    /// A valid manifest for ``catalog()``.
    static let validJSON = """
        {
          "version": 1,
          "services": [
            { "id": "network", "config": { "endpoint": "https://example.com", "timeout": 2.5 } },
            { "id": "analytics", "priority": 7, "config": { "apiKey": "abc", "verbose": true, "tags": ["a", 1] } },
            { "id": "legacy", "enabled": true }
          ],
          "tasks": [
            { "id": "analytics.warm-up", "phase": "idle", "executor": "mainActor", "priority": 3, "timeout": 1.5,
              "failurePolicy": "optional", "dependencies": [] }
          ]
        }
        """

    static func manifest(_ json: String, file: String = "Services.json") throws -> ServiceManifest {
        try ServiceManifest.decode(Data(json.utf8), format: .json, file: file)
    }

    /// The problems decoding `json` reports, or an empty list when it decodes.
    static func decodingProblems(_ json: String, file: String = "Services.json") -> [ManifestProblem] {
        do {
            _ = try ServiceManifest.decode(Data(json.utf8), format: .json, file: file)
            return []
        } catch {
            return error.problems
        }
    }

    /// The problems `json` has against ``catalog()``.
    static func planningProblems(_ json: String, file: String = "Services.json") throws -> [ManifestProblem] {
        try catalog().problems(in: manifest(json, file: file))
    }
}
