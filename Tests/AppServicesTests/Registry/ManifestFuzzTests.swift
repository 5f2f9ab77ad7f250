import Foundation
import PropertyBased
import Testing

@testable import AppServices

/// Random bytes and random well-formed-but-wrong manifests: nothing crashes, and every problem comes
/// back as an error naming the file.
@Suite struct ManifestFuzzTests {
    /// One random change to a manifest tree: where, what, and with which value.
    struct Mutation: Sendable {
        var path: Int
        var kind: Int
        var value: Int
    }

    private static let values: [ConfigurationValue] = [
        .string("x"), .string(""), .string("network"), .string("idle"), .integer(-1), .integer(Int.max), .number(0.25),
        .number(1e300), .boolean(true), .array([]), .array([.string("push")]), .dictionary([:]),
        .dictionary(["id": .string("analytics")]),
    ]

    private static let mutations = Gen.int(in: 0...1000).array(of: 3)
        .map { Mutation(path: $0[0], kind: $0[1], value: $0[2]) }
        .array(of: 1...6)

    @Test func randomBytesNeverCrashAndAlwaysNameTheFile() async {
        await propertyCheck(count: 300, input: Gen.uint8(in: 0...255).array(of: 0...64), Gen.int(in: 0...2)) {
            bytes, choice in
            let format: ManifestFormat? = [nil, .json, .propertyList][choice]
            do {
                _ = try ServiceManifest.decode(Data(bytes), format: format, file: "fuzz.bin")
            } catch let error as ManifestError {
                #expect(error.problems.allSatisfy { $0.file == "fuzz.bin" && !$0.detail.isEmpty })
            } catch {
                Issue.record("not a manifest error: \(error)")
            }
        }
    }

    @Test func truncatedManifestsAreReportedAsMalformed() async throws {
        let data = Data(RegistryFixtures.validJSON.utf8)
        await propertyCheck(count: 100, input: Gen.int(in: 1...(data.count - 2))) { length in
            let error = #expect(throws: ManifestError.self) {
                try ServiceManifest.decode(data.prefix(length), format: .json, file: "cut.json")
            }
            #expect(error?.problems.map(\.code) == [.malformedFile])
        }
    }

    @Test func wrongButWellFormedManifestsGiveTheSameAnswerInBothFormats() async throws {
        let original = try JSONDecoder().decode(ConfigurationValue.self, from: Data(RegistryFixtures.validJSON.utf8))
        let catalog = try RegistryFixtures.catalog()
        await propertyCheck(count: 300, input: Self.mutations) { mutations in
            var tree = original
            for mutation in mutations { Self.apply(mutation, to: &tree) }
            let fromJSON = Self.outcome(try JSONEncoder().encode(tree), .json, catalog)
            let fromPlist = Self.outcome(try PropertyListEncoder().encode(tree), .propertyList, catalog)
            #expect(fromJSON == fromPlist)
            for problem in fromJSON.problems {
                #expect(problem.file == "fuzz" || problem.file == ManifestLocation.codeFile)
                #expect(!problem.detail.isEmpty)
                if problem.code != .unsupportedVersion && problem.code != .unknownField {
                    #expect(!problem.keyPath.isEmpty)
                }
            }
        }
    }

    /// The plan's services, or every problem.
    private static func outcome(_ data: Data, _ format: ManifestFormat, _ catalog: ServiceCatalog) -> Outcome {
        do {
            let plan = try catalog.plan(for: ServiceManifest.decode(data, format: format, file: "fuzz"))
            return Outcome(services: plan.serviceIdentifiers, problems: [])
        } catch {
            return Outcome(services: [], problems: error.problems)
        }
    }

    struct Outcome: Equatable {
        var services: [ServiceIdentifier]
        var problems: [ManifestProblem]
    }

    private static func apply(_ mutation: Mutation, to tree: inout ConfigurationValue) {
        let paths = Self.paths(in: tree, prefix: [])
        guard !paths.isEmpty else { return }
        let path = paths[mutation.path % paths.count]
        let value = values[mutation.value % values.count]
        update(&tree, at: path[...]) { target in
            switch mutation.kind % 4 {
            case 0:
                target = value
            case 1:
                if case .dictionary(var fields) = target {
                    fields["unexpected\(mutation.value % 3)"] = value
                    target = .dictionary(fields)
                } else {
                    target = value
                }
            case 2:
                if case .array(var elements) = target, let first = elements.first {
                    elements.append(first)
                    target = .array(elements)
                } else {
                    target = .array([target])
                }
            default:
                if case .dictionary(var fields) = target, let key = fields.keys.sorted().first {
                    fields.removeValue(forKey: key)
                    target = .dictionary(fields)
                } else {
                    target = .dictionary(["value": target])
                }
            }
        }
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    private static func paths(in value: ConfigurationValue, prefix: [Step]) -> [[Step]] {
        let here = prefix.isEmpty ? [] : [prefix]
        switch value {
        case .dictionary(let fields):
            return here + fields.keys.sorted().flatMap { paths(in: fields[$0]!, prefix: prefix + [.key($0)]) }
        case .array(let elements):
            return here + elements.indices.flatMap { paths(in: elements[$0], prefix: prefix + [.index($0)]) }
        default:
            return here
        }
    }

    private static func update(
        _ value: inout ConfigurationValue, at path: ArraySlice<Step>, _ change: (inout ConfigurationValue) -> Void
    ) {
        guard let step = path.first else { return change(&value) }
        switch (step, value) {
        case (.key(let key), .dictionary(var fields)):
            guard var child = fields[key] else { return }
            update(&child, at: path.dropFirst(), change)
            fields[key] = child
            value = .dictionary(fields)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            update(&elements[index], at: path.dropFirst(), change)
            value = .array(elements)
        default:
            return
        }
    }
}
