import AppServices
import Testing

@Suite struct ManifestOverlayTests {
    private typealias Fixtures = RegistryFixtures

    private static let shipped = """
        {"version": 1, "services": [
          {"id": "network", "priority": 1, "config": {"endpoint": "https://shipped", "timeout": 5}},
          {"id": "analytics", "dependencies": ["network"], "config": {"apiKey": "shipped", "verbose": true}},
          {"id": "push", "enabled": true}
        ], "tasks": [{"id": "db.migrate", "phase": "didFinishLaunching", "priority": 2}]}
        """

    @Test func theOverlayWinsPerFieldAndPerConfigurationKey() throws {
        let remote = """
            {"version": 1, "services": [
              {"id": "analytics", "config": {"apiKey": "remote"}},
              {"id": "network", "config": {"timeout": 1}}
            ], "tasks": [{"id": "db.migrate", "executor": "mainActor"}]}
            """
        let merged = try Fixtures.manifest(Self.shipped, file: "shipped.json")
            .overlaid(by: Fixtures.manifest(remote, file: "remote.json"))
        #expect(merged.file == "shipped.json + remote.json")
        #expect(merged.services.map(\.identifier) == ["network", "analytics", "push"])
        let network = merged.services[0]
        #expect(network.priority == 1)
        #expect(network.configuration == ["endpoint": .string("https://shipped"), "timeout": .integer(1)])
        let analytics = merged.services[1]
        #expect(analytics.dependencies == ["network"])
        #expect(analytics.configuration == ["apiKey": .string("remote"), "verbose": .boolean(true)])
        let task = try #require(merged.tasks.first)
        #expect(task.phase == .didFinishLaunching)
        #expect(task.executor == .mainActor)
        #expect(task.priority == 2)
    }

    @Test func anOverlayMayDisableAServiceAndAddOne() throws {
        let remote =
            #"{"version": 1, "services": [{"id": "push", "enabled": false}, {"id": "legacy", "enabled": true}]}"#
        let merged = try Fixtures.manifest(Self.shipped).overlaid(by: Fixtures.manifest(remote))
        #expect(merged.services.map(\.identifier) == ["network", "analytics", "push", "legacy"])
        let plan = try Fixtures.catalog().plan(for: merged)
        #expect(plan.serviceIdentifiers == ["network", "analytics", "legacy"])
    }

    @Test func anOverlayReplacesDependenciesAsAWholeList() throws {
        let remote = #"{"version": 1, "services": [{"id": "analytics", "dependencies": []}]}"#
        let merged = try Fixtures.manifest(Self.shipped).overlaid(by: Fixtures.manifest(remote))
        #expect(merged.services[1].dependencies == [])
        #expect(try Fixtures.catalog().plan(for: merged).serviceIdentifiers == ["push", "analytics", "network"])
    }

    @Test func problemsInTheMergedManifestNameTheFileEachValueCameFrom() throws {
        let remote = """
            {"version": 1, "services": [
              {"id": "analytics", "dependencies": ["legacy"], "config": {"sampleRate": "high"}},
              {"id": "network", "config": {"colour": 1}}
            ]}
            """
        let merged = try Fixtures.manifest(Self.shipped, file: "shipped.json")
            .overlaid(by: Fixtures.manifest(remote, file: "remote.json"))
        let problems = try Fixtures.catalog().problems(in: merged)
        #expect(
            problems.map(\.description) == [
                "remote.json: services[1].config.colour ('network'): 'colour' is not a configuration key of this service; declared: [\"endpoint\", \"timeout\"]",
                "remote.json: services[0].config.sampleRate ('analytics'): expected a number, found string \"high\"",
                "remote.json: services[0].dependencies[0] ('analytics'): depends on 'legacy', which is disabled",
            ]
        )
    }
}
