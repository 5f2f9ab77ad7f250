import AppServices
import Foundation

/// A manifest of 200 entries (100 services with configuration, 100 launch tasks), read by the library
/// (parsed, checked against a catalog, planned, its launch graph validated) and by a plain `Codable` decoder
/// that checks nothing, as a hand-rolled loader would. Issue 5's target: under 2 ms.
public struct ManifestFixture: Sendable {
    /// The hand-written alternative's model of the manifest.
    private struct PlainManifest: Decodable {
        struct Service: Decodable {
            var id: String
            var priority: Int?
            var dependencies: [String]?
        }

        struct Task: Decodable {
            var id: String
            var dependencies: [String]?
            var phase: String?
            var executor: String?
            var timeout: Double?
        }

        var version: Int
        var services: [Service]
        var tasks: [Task]
    }

    /// The fixture every manifest benchmark uses.
    public static let shared = ManifestFixture()

    private let data: Data
    private let catalog: ServiceCatalog

    static let serviceCount = 100
    static let taskCount = 100

    private init() {
        let services = (0..<Self.serviceCount).map { index in
            #"{ "id": "service\#(index)", "priority": \#(index % 5), "config": { "endpoint": "https://api\#(index).example.com", "retries": \#(index % 4) }\#(index > 0 ? #", "dependencies": ["service\#(index - 1)"]"# : "") }"#
        }
        let tasks = (0..<Self.taskCount).map { index in
            let dependencies = index > 1 ? #", "dependencies": ["task\#(index - 1)", "task\#(index / 2)"]"# : ""
            return
                #"{ "id": "task\#(index)", "phase": "didFinishLaunching", "executor": "background", "timeout": 2\#(dependencies) }"#
        }
        let json =
            #"{ "version": 1, "services": [\#(services.joined(separator: ", "))], "tasks": [\#(tasks.joined(separator: ", "))] }"#
        data = Data(json.utf8)
        catalog = ServiceCatalog()
        let keys = [ServiceConfigurationKey("endpoint", .string, isRequired: true), ServiceConfigurationKey("retries", .integer)]
        do {
            try catalog.register(
                services: (0..<Self.serviceCount).map { index in
                    ServiceEntry(ServiceIdentifier("service\(index)"), configurationKeys: keys) { _ in
                        preconditionFailure("the benchmark plans services, it does not create them")
                    }
                },
                tasks: (0..<Self.taskCount).map { index in
                    LaunchTaskEntry(LaunchTask(LaunchTaskID("task\(index)")) {})
                })
        } catch {
            preconditionFailure("the benchmark catalog is valid: \(error)")
        }
    }

    /// Loads the manifest with the library, checks and plans it against the catalog, and validates its launch graph.
    public func loadWithLibrary() -> Int {
        do {
            let manifest = try ServiceManifest.decode(data, format: .json, file: "Services.json")
            let plan = try catalog.plan(for: manifest)
            let descriptors = plan.tasks.map(\.descriptor)
            return plan.services.count + descriptors.count + LaunchGraph.problems(in: descriptors).count
        } catch {
            preconditionFailure("the benchmark manifest is valid: \(error)")
        }
    }

    /// Decodes the manifest into plain `Codable` structs without any check.
    public func loadWithCodable() -> Int {
        do {
            let manifest = try JSONDecoder().decode(PlainManifest.self, from: data)
            return manifest.services.count + manifest.tasks.count
        } catch {
            preconditionFailure("the benchmark manifest is valid JSON: \(error)")
        }
    }
}
