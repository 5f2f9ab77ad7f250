import AppServices
import Testing

@Suite struct ManifestCheckingTests {
    private typealias Fixtures = RegistryFixtures

    @Test func aValidManifestHasNoProblems() throws {
        #expect(try Fixtures.planningProblems(Fixtures.validJSON).isEmpty)
    }

    @Test func unknownIdentifiersNameTheRegisteredOnes() throws {
        let problems = try Fixtures.planningProblems(
            #"{"version": 1, "services": [{"id": "analytcs"}, {"id": "analytics", "config": {"apiKey": "k"}}], "tasks": [{"id": "db.migrat"}]}"#
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: services[0].id ('analytcs'): no service with this identifier is registered; registered: [\"analytics\", \"legacy\", \"network\", \"push\"]",
                "Services.json: tasks[0].id ('db.migrat'): no launch task with this identifier is registered; registered: [\"analytics.warm-up\", \"db.migrate\"]",
            ]
        )
        #expect(problems.map(\.code) == [.unknownIdentifier, .unknownIdentifier])
    }

    @Test func aTasksExecutorCannotBeMovedAwayFromWhereItsWorkRuns() throws {
        let problems = try Fixtures.planningProblems(
            #"{"version": 1, "services": [{"id": "analytics", "config": {"apiKey": "k"}}], "tasks": [{"id": "db.migrate", "executor": "mainActor"}]}"#
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: tasks[0].executor ('db.migrate'): the registered work runs on background, so the executor cannot be mainActor"
            ])
        #expect(problems.map(\.code) == [.conflictingExecutor])
    }

    @Test func configurationKeysAreCheckedAgainstTheDeclaredOnes() throws {
        let problems = try Fixtures.planningProblems(
            """
            {"version": 1, "services": [
              {"id": "network", "config": {"timeout": "fast", "endpoint": 42}},
              {"id": "analytics", "config": {"apiKey": "k", "apiKye": "k", "sampleRate": 1, "batchSize": 2.5, "limits": [], "tags": {}}}
            ]}
            """
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: services[0].config.endpoint ('network'): expected a string, found integer 42",
                "Services.json: services[0].config.timeout ('network'): expected a number, found string \"fast\"",
                "Services.json: services[1].config.apiKye ('analytics'): 'apiKye' is not a configuration key of this service; declared: [\"apiKey\", \"batchSize\", \"limits\", \"sampleRate\", \"tags\", \"verbose\"]",
                "Services.json: services[1].config.batchSize ('analytics'): expected an integer, found number 2.5",
                "Services.json: services[1].config.limits ('analytics'): expected a dictionary, found an array of 0",
                "Services.json: services[1].config.tags ('analytics'): expected an array, found a dictionary of 0",
            ]
        )
        #expect(problems.map(\.code).filter { $0 == .wrongType }.count == 5)
    }

    @Test func aMissingRequiredKeyIsReportedForAnEnabledServiceOnly() throws {
        let missing = try Fixtures.planningProblems(
            #"{"version": 1, "services": [{"id": "analytics", "config": {"verbose": false}}]}"#)
        #expect(
            missing.map(\.description) == [
                "Services.json: services[0].config ('analytics'): required configuration key 'apiKey' (a string) has no value"
            ]
        )
        #expect(missing.first?.code == .missingConfigurationKey)
        let unmentioned = try Fixtures.planningProblems(#"{"version": 1}"#)
        #expect(
            unmentioned.map(\.description) == [
                "(registered in code): analytics ('analytics'): required configuration key 'apiKey' (a string) has no value"
            ])
        let disabled = try Fixtures.planningProblems(
            #"{"version": 1, "services": [{"id": "analytics", "enabled": false}]}"#)
        #expect(disabled.isEmpty)
    }

    @Test func dependenciesMustBeRegisteredAndEnabled() throws {
        let problems = try Fixtures.planningProblems(
            """
            {"version": 1, "services": [
              {"id": "network", "enabled": false},
              {"id": "analytics", "config": {"apiKey": "k"}},
              {"id": "push", "dependencies": ["legacy", "netwrk"]}
            ]}
            """
        )
        #expect(
            problems.map(\.description) == [
                "(registered in code): analytics.dependencies[0] ('analytics'): depends on 'network', which is disabled",
                "Services.json: services[2].dependencies[0] ('push'): depends on 'legacy', which is disabled",
                "Services.json: services[2].dependencies[1] ('push'): depends on 'netwrk'; no service with this identifier is registered; registered: [\"analytics\", \"legacy\", \"network\", \"push\"]",
            ]
        )
        #expect(problems.map(\.code) == [.disabledDependency, .disabledDependency, .unknownIdentifier])
    }

    @Test func aDependencyCycleIsNamed() throws {
        let problems = try Fixtures.planningProblems(
            """
            {"version": 1, "services": [
              {"id": "network", "dependencies": ["push"]},
              {"id": "analytics", "config": {"apiKey": "k"}},
              {"id": "push", "dependencies": ["analytics"]}
            ]}
            """
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: services[0].dependencies ('network'): dependency cycle: network -> push -> analytics -> network"
            ]
        )
        #expect(problems.first?.code == .dependencyCycle)
        #expect(problems.first?.identifier == "network")
    }

    @Test func everyProblemIsCollected() throws {
        let problems = try Fixtures.planningProblems(
            """
            {"version": 1, "services": [
              {"id": "ghost"},
              {"id": "analytics", "config": {"apiKey": 1, "colour": "red"}},
              {"id": "push", "dependencies": ["ghost"]}
            ], "tasks": [{"id": "phantom"}]}
            """,
            file: "remote.json"
        )
        #expect(
            problems.map { "\($0.code) \($0.file) \($0.keyPath) \($0.identifier ?? "-")" } == [
                "unknownIdentifier remote.json services[0].id ghost",
                "wrongType remote.json services[1].config.apiKey analytics",
                "undeclaredConfigurationKey remote.json services[1].config.colour analytics",
                "unknownIdentifier remote.json services[2].dependencies[0] push",
                "unknownIdentifier remote.json tasks[0].id phantom",
            ]
        )
    }
}
