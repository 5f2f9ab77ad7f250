import AppServices
import PropertyBased
import Testing

@Suite struct ServiceOrderTests {
    private static func plan(_ entries: [ServiceEntry]) throws -> [ServiceIdentifier] {
        let catalog = ServiceCatalog()
        try catalog.register(services: entries, tasks: [])
        return try catalog.plan(for: nil).serviceIdentifiers
    }

    @Test func dependenciesFirstThenPriorityThenRegistrationOrder() throws {
        let order = try Self.plan([
            RegistryFixtures.entry("a"),
            RegistryFixtures.entry("b", priority: 5),
            RegistryFixtures.entry("c", dependencies: ["d"], priority: 9),
            RegistryFixtures.entry("d"),
            RegistryFixtures.entry("e", priority: 5),
        ])
        #expect(order == ["b", "e", "a", "d", "c"])
    }

    @Test func aManifestReordersByPriority() throws {
        let catalog = ServiceCatalog()
        try catalog.register(
            services: ["a", "b", "c"].map { RegistryFixtures.entry(ServiceIdentifier($0)) }, tasks: [])
        let manifest = try RegistryFixtures.manifest(
            #"{"version": 1, "services": [{"id": "c", "priority": 2}, {"id": "b", "priority": 1}]}"#)
        #expect(try catalog.plan(for: manifest).serviceIdentifiers == ["c", "b", "a"])
    }

    /// Random acyclic dependency graphs with random priorities: every service comes after its
    /// dependencies, and the order is the same when computed twice.
    @Test func theOrderRespectsEveryDependencyAndIsDeterministic() async {
        let graphs = Gen.int(in: 0...7).array(of: 1...12).map { priorities in
            priorities.enumerated().map { index, priority in
                (priority: priority - 3, dependencies: (0..<index).filter { ($0 * 7 + index * 3 + priority) % 4 == 0 })
            }
        }
        await propertyCheck(count: 200, input: graphs) { graph in
            let entries = graph.enumerated().map { index, node in
                RegistryFixtures.entry(
                    ServiceIdentifier("s\(index)"),
                    dependencies: node.dependencies.map { ServiceIdentifier("s\($0)") },
                    priority: node.priority
                )
            }
            let order = try Self.plan(entries)
            #expect(Set(order) == Set(entries.map(\.identifier)))
            let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
            for entry in entries {
                for dependency in entry.dependencies {
                    #expect(position[dependency]! < position[entry.identifier]!)
                }
            }
            #expect(try Self.plan(entries) == order)
        }
    }
}
