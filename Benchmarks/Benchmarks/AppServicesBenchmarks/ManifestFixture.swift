import AppServices
import Foundation

/// A manifest of 20 services and 40 launch tasks, read by the library (parsed, checked, its launch graph
/// validated) and by a plain `Codable` decoder that checks nothing, as a hand-rolled loader would.
struct ManifestFixture: Sendable {
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
    static let shared = ManifestFixture()

    private let data: Data

    private init() {
        let services = (0..<20).map { index in
            #"{ "id": "service\#(index)", "priority": \#(index % 5)\#(index > 0 ? #", "dependencies": ["service\#(index - 1)"]"# : "") }"#
        }
        let tasks = (0..<40).map { index in
            let dependencies = index > 1 ? #", "dependencies": ["task\#(index - 1)", "task\#(index / 2)"]"# : ""
            return
                #"{ "id": "task\#(index)", "phase": "didFinishLaunching", "executor": "background", "timeout": 2\#(dependencies) }"#
        }
        let json =
            #"{ "version": 1, "services": [\#(services.joined(separator: ", "))], "tasks": [\#(tasks.joined(separator: ", "))] }"#
        data = Data(json.utf8)
    }

    /// Loads the manifest with the library and validates its launch graph.
    func loadWithLibrary() -> Int {
        do {
            let manifest = try ServiceManifest.decode(data, format: .json, file: "Services.json")
            let descriptors = manifest.tasks.map { $0.applied(to: LaunchTaskDescriptor(id: $0.id)) }
            return manifest.services.count + descriptors.count + LaunchGraph.problems(in: descriptors).count
        } catch {
            preconditionFailure("the benchmark manifest is valid: \(error)")
        }
    }

    /// Decodes the manifest into plain `Codable` structs without any check.
    func loadWithCodable() -> Int {
        do {
            let manifest = try JSONDecoder().decode(PlainManifest.self, from: data)
            return manifest.services.count + manifest.tasks.count
        } catch {
            preconditionFailure("the benchmark manifest is valid JSON: \(error)")
        }
    }
}
