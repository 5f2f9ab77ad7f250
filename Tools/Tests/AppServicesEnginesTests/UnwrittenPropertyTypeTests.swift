import Testing

@testable import AppServicesEngines

/// A stored property whose type is not written needs it for its forwarder.
///
/// The type is read off the initial value only where that value says it without doubt; elsewhere
/// (`Tools/RealAppCorpus.md`, Habitica's `let configRepository = ConfigRepository.shared`) the plan says what to
/// write and where.
@Suite struct UnwrittenPropertyTypeTests {
    static let delegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            let schedule = Schedule.init(hours: 24)
            let repository = Repository.shared

            func applicationDidBecomeActive(_ application: UIApplication) {
                schedule.refresh()
                repository.sync()
            }

            @objc func refreshNow() {
                schedule.refresh()
                repository.sync()
            }
        }

        """

    static func plan() throws -> MigrationPlan {
        try Migration(files: [("AppDelegate.swift", delegate)]).plan()
    }

    @Test func aTypesInitializerCalledWithInitGivesTheForwardersType() throws {
        let plan = try Self.plan()
        let delegate = plan.files.first { $0.name == "AppDelegate.swift" }?.text ?? ""
        #expect(delegate.contains("    var schedule: Schedule { appApplicationLifecycleService.schedule }"))
        let notes = plan.notes.map(\.message)
        #expect(!notes.contains { $0.contains("uses var schedule") && $0.contains("does not compile") }, "\(notes)")
    }

    @Test func aStaticMembersValueIsNotTakenForItsTypeAndThePlanSaysWhatToWriteAndWhere() throws {
        let plan = try Self.plan()
        let delegate = plan.files.first { $0.name == "AppDelegate.swift" }?.text ?? ""
        #expect(!delegate.contains("var repository: Repository"))
        let note = plan.notes.first { $0.message.contains("uses var repository") }?.message ?? ""
        #expect(note.contains("does not compile until"))
        #expect(
            note.contains(
                "or write the type of `repository` where it is declared, AppDelegate.swift:3 "
                    + "(`let repository: <the type of Repository.shared> = Repository.shared`), and run migrate again"),
            "\(note)")
    }
}
