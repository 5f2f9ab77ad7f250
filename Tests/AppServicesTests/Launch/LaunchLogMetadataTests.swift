import AppServices
import AppServicesTesting
import InMemoryLogging
import Logging
import Testing

/// Launch and registration log lines carry their subject as metadata, so a log tool can filter by task,
/// phase or service without parsing the message.
@MainActor
@Suite struct LaunchLogMetadataTests {
    struct DiskFull: Error {}

    /// The entry whose message starts with `prefix`, failing the test when there is none.
    private func entry(
        startingWith prefix: String, in entries: [InMemoryLogHandler.Entry]
    ) throws -> InMemoryLogHandler.Entry {
        try #require(entries.first { $0.message.description.hasPrefix(prefix) })
    }

    @Test func slowFailedAndSkippedTasksAreLoggedWithTheirTaskAndPhase() async throws {
        let clock = ManualClock()
        let logs = InMemoryLogCapture()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("database.migrate", phase: .willFinishLaunching, executor: .mainActor) {
                    clock.advance(by: .milliseconds(250))
                },
                LaunchTask("config", phase: .didFinishLaunching, work: .background { throw DiskFull() }),
                LaunchTask("feed", dependsOn: ["config"], phase: .firstSceneActive, executor: .background) {},
            ], clock: clock, logger: logs.logger, budget: .milliseconds(200))
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try scheduler.startPhase(.firstSceneActive)
        try scheduler.startPhase(.idle)
        _ = await scheduler.finished

        let slow = try entry(startingWith: "launch task 'database.migrate' took", in: logs.entries)
        #expect(slow.level == .warning)
        #expect(slow.metadata == ["task": "database.migrate", "phase": "willFinishLaunching"])
        let failed = try entry(startingWith: "launch task 'config' (required) failed", in: logs.entries)
        #expect(failed.level == .error)
        #expect(failed.metadata == ["task": "config", "phase": "didFinishLaunching", "outcome": "failed"])
        let skipped = try entry(startingWith: "launch task 'feed' skipped", in: logs.entries)
        #expect(skipped.metadata == ["task": "feed", "phase": "firstSceneActive", "outcome": "skipped"])
    }

    @Test func anInvalidGraphIsLoggedWithEveryTaskItsProblemsName() throws {
        let analytics = LaunchTask("analytics", dependsOn: ["network"], executor: .mainActor) {}
        let cycleA = LaunchTask("a", dependsOn: ["b"], executor: .background) {}
        let cycleB = LaunchTask("b", dependsOn: ["a"], executor: .background) {}
        let driver = HeadlessAppDriver(services: [], launchTasks: [analytics, cycleA, cycleB])
        try driver.coldLaunch()
        let invalid = try entry(startingWith: "the launch graph is invalid", in: driver.log.entries)
        #expect(invalid.level == .critical)
        #expect(invalid.metadata == ["tasks": ["a", "analytics", "b", "network"]])
    }

    @Test func aServiceWhoseFactoryThrowsIsLoggedWithItsIdentifier() throws {
        let catalog = ServiceCatalog()
        try catalog.register(ServiceEntry("push.broken") { _ in throw DiskFull() })
        let logs = InMemoryLogCapture()
        let host = ServiceHost(logger: logs.logger)
        let failures = host.add(try catalog.plan(for: nil))
        #expect(failures.map(\.0) == ["push.broken"])
        let failed = try entry(startingWith: "service push.broken could not be created", in: logs.entries)
        #expect(failed.level == .error)
        #expect(failed.metadata == ["service": "push.broken"])
    }
}
