import AppServices
import SelfRegistrationFixture
import Testing

/// The service this test module registers through its own record.
@MainActor
private final class LocalRecordService: ApplicationService {}

#if objectFormat(MachO)
@section("__DATA,__appservices")
#else
@section("appservices")
#endif
@used private let localRecord: SelfRegistrationRecord = registerLocal

private func registerLocal() {
    SelfRegistrar.current.register(ServiceEntry("tests.local-record") { _ in LocalRecordService() })
}

@Suite struct SelfRegistrationTests {
    @Test func recordsFromThisModuleAndASecondModuleReachTheCatalog() throws {
        let catalog = ServiceCatalog()
        let registered = try catalog.registerSelfRegisteredEntries()
        #expect(registered.contains("tests.local-record"))
        #expect(registered.contains(SelfRegistrationFixture.serviceIdentifier))
        #expect(catalog.tasks.map(\.descriptor.id).contains(SelfRegistrationFixture.taskID))
    }
}
