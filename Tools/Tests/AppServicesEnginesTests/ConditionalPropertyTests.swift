import Testing

@testable import AppServicesEngines

/// A property declared once per configuration in an `#if` block (`Tools/RealAppCorpus.md`, CWA's
/// `exposureManager`): the planner sees one member under its name, whichever clause is compiled, so its uses are
/// attributed to it (not to a method sharing its base name), and it moves, whole, with the code that uses it and
/// is forwarded like any other property.
@Suite struct ConditionalPropertyTests {
    static let delegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            #if DEBUG
            lazy var tuner: Tuner = { Tuner(debug: true) }()
            #else
            lazy var tuner: Tuner = { Tuner(debug: false) }()
            #endif

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                tuner.start()
                return true
            }

            func tuner(_ tuner: Tuner, didChange station: String) {
                print(station)
            }
        }

        """

    static let screen = """
        final class Screen {
            func stop() {
                (UIApplication.shared.delegate as! AppDelegate).tuner.stop()
            }
        }

        """

    static func plan() throws -> MigrationPlan {
        var migration = try Migration(files: [("AppDelegate.swift", delegate)])
        migration.otherSources = OtherSources(files: [("Screen.swift", screen)])
        return try migration.plan()
    }

    @Test func aPropertyDeclaredInEachClauseMovesWholeWithItsUsersAndIsForwarded() throws {
        let plan = try Self.plan()
        let delegate = plan.files.first { $0.name == "AppDelegate.swift" }?.text ?? ""
        let service = plan.files.first { $0.name == "AppLaunchService.swift" }?.text ?? ""
        #expect(
            service.contains(
                "    #if DEBUG\n    lazy var tuner: Tuner = { Tuner(debug: true) }()\n    #else\n"
                    + "    lazy var tuner: Tuner = { Tuner(debug: false) }()\n    #endif"))
        #expect(!delegate.contains("lazy var tuner"))
        let forwarder =
            "    var tuner: Tuner {\n"
            + "        get { appLaunchService.tuner }\n        set { appLaunchService.tuner = newValue }\n    }\n"
        #expect(delegate.contains(forwarder))
        #expect(!delegate.contains("#if DEBUG"), "one forwarder, since every clause declares the same type")
        #expect(delegate.contains("func tuner(_ tuner: Tuner, didChange station: String)"))
        #expect(!service.contains("func tuner("), "the method sharing the property's base name is not its use")
        #expect((try? SwiftSource(path: "AppDelegate.swift", text: delegate)) != nil)
        #expect((try? SwiftSource(path: "AppLaunchService.swift", text: service)) != nil)
    }

    @Test func aPropertyDeclaredInEachClauseThatInitBuildsStaysAndTheMovedCodeReachesIt() throws {
        let delegate = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                #if DEBUG
                let tuner: Tuner
                #else
                let tuner: Tuner
                #endif

                override init() {
                    tuner = Tuner()
                    super.init()
                }

                func applicationDidBecomeActive(_ application: UIApplication) {
                    tuner.start()
                }
            }

            """
        let plan = try Migration(files: [("AppDelegate.swift", delegate)]).plan()
        let rewritten = plan.files.first { $0.name == "AppDelegate.swift" }?.text ?? ""
        let service = plan.files.first { $0.name == "AppApplicationLifecycleService.swift" }?.text ?? ""
        #expect(rewritten.contains("    #if DEBUG\n    let tuner: Tuner\n    #else\n    let tuner: Tuner\n    #endif"))
        #expect(service.contains("    var tuner: Tuner { appDelegate.tuner }"), "\(service)")
        #expect(!plan.notes.contains { $0.message.contains("does not compile") })
    }

    @Test func thePlanNamesThePropertyAndLeavesNoUseOfItNotCompiling() throws {
        let notes = try Self.plan().notes.map { "\($0.position): \($0.message)" }
        #expect(!notes.contains { $0.contains("does not compile") }, "\(notes)")
        #expect(!notes.contains { $0.contains("declaration: kept") }, "not an unnamed declaration: \(notes)")
        #expect(notes.contains { $0.hasPrefix("Screen.swift:3") && $0.contains("forwards") }, "\(notes)")
    }
}
