import AppServices
import Foundation

/// A manifest of N entries, half services with configuration and half launch tasks.
///
/// It is read by the library (parsed, checked against a catalog, planned, its launch graph validated) and by a
/// plain `Codable` decoder that checks nothing, as a hand-rolled loader would. Issue 13's target: at most 1.5
/// times `Codable`, and linear, at 200, 2,000 and 20,000 entries.
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

    /// The manifest sizes the benchmarks measure, in entries.
    public static let entryCounts = [200, 2_000, 20_000]

    /// The 200-entry fixture that the instruction counts and the launch cost use.
    public static let shared = ManifestFixture(entries: 200)

    private let data: Data
    private let catalog: ServiceCatalog

    /// Builds the manifest and a catalog that registers every entry of it.
    ///
    /// - Parameter entries: The number of entries, half services and half tasks.
    public init(entries: Int) {
        let serviceCount = entries / 2
        let taskCount = entries - serviceCount
        let services = (0..<serviceCount).map { index in
            #"{ "id": "service\#(index)", "priority": \#(index % 5), "config": { "endpoint": "https://api\#(index).example.com", "retries": \#(index % 4) }\#(index > 0 ? #", "dependencies": ["service\#(index - 1)"]"# : "") }"#
        }
        let tasks = (0..<taskCount).map { index in
            let dependencies = index > 1 ? #", "dependencies": ["task\#(index - 1)", "task\#(index / 2)"]"# : ""
            return
                #"{ "id": "task\#(index)", "phase": "didFinishLaunching", "executor": "background", "timeout": 2\#(dependencies) }"#
        }
        let json =
            #"{ "version": 1, "services": [\#(services.joined(separator: ", "))], "tasks": [\#(tasks.joined(separator: ", "))] }"#
        data = Data(json.utf8)
        catalog = ServiceCatalog()
        let keys = [
            ServiceConfigurationKey("endpoint", .string, isRequired: true),
            ServiceConfigurationKey("retries", .integer),
        ]
        do {
            try catalog.register(
                services: (0..<serviceCount).map { index in
                    ServiceEntry(ServiceIdentifier("service\(index)"), configurationKeys: keys) { _ in
                        preconditionFailure("the benchmark plans services, it does not create them")
                    }
                },
                tasks: (0..<taskCount).map { index in
                    LaunchTaskEntry(LaunchTask(LaunchTaskIdentifier("task\(index)")) {})
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
            let descriptors = plan.launchTasks.map(\.descriptor)
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
