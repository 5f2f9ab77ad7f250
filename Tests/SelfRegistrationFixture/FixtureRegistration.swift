public import AppServices

/// A second module that registers a service and a launch task through a self-registration record,
/// so tests can check that records from more than one module reach the catalog.
public enum SelfRegistrationFixture {
    /// The service the fixture's record registers.
    public static let serviceIdentifier: ServiceIdentifier = "fixture.remote-config"
    /// The launch task the fixture's record registers.
    public static let taskID: LaunchTaskIdentifier = "fixture.warm-up"
}

/// The service the fixture registers.
@MainActor
final class FixtureService: ApplicationService {}

#if objectFormat(MachO)
@section("__DATA,__appservices")
#else
@section("appservices")
#endif
@used let fixtureRecord: SelfRegistrationRecord = registerFixture

/// Registers the fixture's service and task; called through `fixtureRecord`.
func registerFixture() {
    SelfRegistrar.current.register(ServiceEntry(SelfRegistrationFixture.serviceIdentifier) { _ in FixtureService() })
    SelfRegistrar.current.register(LaunchTaskEntry(LaunchTask(SelfRegistrationFixture.taskID) {}))
}
