import Testing

@testable import AppServices

@Suite struct ServiceCatalogTests {
    @Test func registersServicesAndTasksInOrder() throws {
        let catalog = try RegistryFixtures.catalog()
        #expect(catalog.services.map(\.identifier) == ["network", "analytics", "push", "legacy"])
        #expect(catalog.tasks.map(\.descriptor.id) == ["db.migrate", "analytics.warm-up"])
    }

    @Test func aDuplicateServiceIsRefusedWithItsIdentifier() throws {
        let catalog = try RegistryFixtures.catalog()
        let error = #expect(throws: CatalogError.self) {
            try catalog.register(RegistryFixtures.entry("push"))
        }
        #expect(error?.code == .duplicateService)
        #expect(error?.description == "service identifier registered more than once: 'push'")
        #expect(catalog.services.count == 4)
    }

    @Test func aBatchWithDuplicatesAddsNothingAndNamesEveryDuplicate() throws {
        let catalog = ServiceCatalog()
        let error = #expect(throws: CatalogError.self) {
            try catalog.register(
                services: [RegistryFixtures.entry("a"), RegistryFixtures.entry("b")],
                tasks: [LaunchTaskEntry(LaunchTask("t") {}), LaunchTaskEntry(LaunchTask("t") {})]
            )
        }
        #expect(error == CatalogError(code: .duplicateTask, identifiers: ["t"]))
        #expect(error?.description == "launch task identifier registered more than once: 't'")
        #expect(catalog.services.isEmpty)
    }

    @Test func removedEntriesLeaveLaterPlans() throws {
        let catalog = try RegistryFixtures.catalog()
        #expect(catalog.removeService("push"))
        #expect(!catalog.removeService("push"))
        #expect(catalog.removeTask("db.migrate"))
        let plan = try catalog.plan(
            for: RegistryFixtures.manifest(
                #"{"version": 1, "services": [{"id": "analytics", "config": {"apiKey": "k"}}]}"#))
        #expect(plan.serviceIdentifiers == ["network", "analytics"])
        #expect(plan.tasks.map(\.descriptor.id) == ["analytics.warm-up"])
    }

    @MainActor
    @Test func plannedServicesAreCreatedWithTheirConfiguration() throws {
        let plan = try RegistryFixtures.catalog().plan(for: RegistryFixtures.manifest(RegistryFixtures.validJSON))
        let services = try plan.makeServices().map { $0 as! ConfiguredService }
        #expect(services.map(\.identifier) == ["push", "network", "analytics", "legacy"])
        let analytics = services[2].configuration
        #expect(analytics.string("apiKey") == "abc")
        #expect(analytics.boolean("verbose") == true)
        #expect(analytics["tags"] == .array([.string("a"), .integer(1)]))
        #expect(services[1].configuration.number("timeout") == 2.5)
    }

    @Test func taskOverridesBecomeTheDescriptor() throws {
        let plan = try RegistryFixtures.catalog().plan(for: RegistryFixtures.manifest(RegistryFixtures.validJSON))
        let warmUp = try #require(plan.tasks.first { $0.descriptor.id == "analytics.warm-up" })
        #expect(
            warmUp.descriptor
                == LaunchTaskDescriptor(
                    id: "analytics.warm-up",
                    dependencies: [],
                    phase: .idle,
                    executor: .mainActor,
                    priority: 3,
                    timeout: .milliseconds(1500),
                    failurePolicy: .optional
                )
        )
        let migrate = try #require(plan.tasks.first { $0.descriptor.id == "db.migrate" })
        #expect(migrate.descriptor == LaunchTaskDescriptor(id: "db.migrate", phase: .willFinishLaunching))
    }

    @Test func registeringRemovingAndPlanningFromManyThreadsAtOnceIsSafe() async throws {
        let catalog = try RegistryFixtures.catalog()
        let holder = try ManifestHolder(
            catalog: catalog,
            shipped: RegistryFixtures.manifest(
                #"{"version": 1, "services": [{"id": "analytics", "config": {"apiKey": "k"}}]}"#)
        )
        let overlay = try RegistryFixtures.manifest(#"{"version": 1, "services": [{"id": "push", "enabled": false}]}"#)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let id = ServiceIdentifier("extra\(index % 10)")
                    switch index % 4 {
                    case 0: try? catalog.register(RegistryFixtures.entry(id))
                    case 1: catalog.removeService(id)
                    case 2: _ = try? holder.apply(overlay: overlay)
                    default:
                        let plan = try? catalog.plan(for: nil)
                        #expect(plan == nil)
                    }
                }
            }
        }
        let identifiers = catalog.services.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        #expect(holder.plan.serviceIdentifiers.starts(with: ["network", "analytics"]))
    }
}
