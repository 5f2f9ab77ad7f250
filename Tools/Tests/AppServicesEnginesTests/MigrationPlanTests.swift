import AppServices
import Foundation
import Testing

@testable import AppServicesEngines

/// The migration plan, computed in memory from delegate sources written for each test.
@Suite struct MigrationPlanTests {
    private func plan(_ files: (path: String, text: String)...) throws(MigrationError) -> MigrationPlan {
        try Migration(files: files).plan()
    }

    private func file(_ plan: MigrationPlan, _ name: String) -> String {
        plan.files.first { $0.name == name }?.text ?? ""
    }

    /// A method declaration with `callback`'s Swift name, or its `async` form's; the types do not matter.
    private func method(_ callback: DelegateCallback, async: Bool = false) -> String {
        let name = async ? String((callback.asyncSwiftName ?? "").dropLast(" async".count)) : callback.swiftName
        let base = name.prefix { $0 != "(" }
        let labels = name.dropFirst(base.count + 1).dropLast().split(separator: ":")
        let parameters = labels.enumerated().map { index, label in "\(label) p\(index): Int" }
        return "    func \(base)(\(parameters.joined(separator: ", ")))\(async ? " async" : "") {}\n"
    }

    @Test func everyCallbackMovesToAServiceOfItsConcernAdoptingItsCapability() throws {
        let application = DelegateCallback.allCases.filter {
            [.application, .notificationCenter].contains($0.delegate)
        }
        let scene = DelegateCallback.allCases.filter { [.scene, .windowScene].contains($0.delegate) }
        // Planned apart: beside a scene delegate, the app delegate's methods UIKit skips are dropped.
        let applicationPlan = try plan(
            (
                "App.swift",
                "class AppDelegate: UIResponder, UIApplicationDelegate {\n" + application.map { method($0) }.joined()
                    + "}\n"
            ))
        let scenePlan = try plan(
            (
                "Scene.swift",
                "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n" + scene.map { method($0) }.joined()
                    + "}\n"
            ))
        let moves = applicationPlan.moves + scenePlan.moves
        #expect(moves.count == DelegateCallback.allCases.count)
        for (move, callback) in zip(moves, application + scene) {
            #expect(move.method == "func \(callback.swiftName)")
            #expect(move.capabilities == [callback.capabilityName])
            #expect(move.service.contains(callback.concern), "\(callback) is in \(move.service)")
        }
    }

    @Test func asyncFormsAdoptTheAsyncCapability() throws {
        let callbacks = DelegateCallback.allCases.filter { $0.asyncSwiftName != nil && $0.delegate == .application }
        let plan = try plan(
            (
                "App.swift",
                "class AppDelegate: UIResponder, UIApplicationDelegate {\n"
                    + callbacks.map { method($0, async: true) }.joined() + "}\n"
            ))
        #expect(!callbacks.isEmpty)
        #expect(plan.moves.map(\.capabilities) == callbacks.map { [$0.asyncCapabilityName ?? ""] })
    }

    @Test func aBackgroundSessionHandlerGetsANoteAboutTheHostsDeadline() throws {
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var sessionCompletion: (() -> Void)?

                    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
                        sessionCompletion = completionHandler
                    }
                }

                """
            ))
        let notes = plan.notes.map { "\($0.position): \($0.message)" }
        #expect(notes.contains { $0.hasPrefix("App.swift:4: ") && $0.contains("adopt CompletionDeadlineService") })
    }

    @Test func conformanceDeclaredInAnExtensionMakesADelegateAndItsExtensionsMembersMove() throws {
        let plan = try plan(
            ("App.swift", "class AppDelegate: UIResponder {\n}\n"),
            (
                "App+Launch.swift",
                "extension AppDelegate: UIApplicationDelegate {\n    func applicationWillTerminate(_ application: UIApplication) {}\n}\n"
            ),
            (
                "App+Push.swift",
                "extension AppDelegate: UNUserNotificationCenterDelegate {\n    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}\n}\n"
            ))
        #expect(plan.moves.map(\.service) == ["AppApplicationLifecycleService", "AppNotificationCenterService"])
        #expect(file(plan, "App.swift").contains("class AppDelegate: ServicesAppDelegate {"))
        #expect(plan.files.map(\.name).contains("App+Launch.swift") == false)
    }

    @Test func aPropertySharedByTwoConcernsIsReportedWithItsLineAndTheyShareOneService() throws {
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    lazy var store = Store()

                    func applicationDidEnterBackground(_ application: UIApplication) {
                        store.save()
                    }

                    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        store.refresh()
                    }
                }

                """
            ))
        #expect(
            plan.notes.map(\.message).contains(
                "var store is used by ApplicationLifecycle and BackgroundWork: they share one service, "
                    + "AppApplicationLifecycleAndBackgroundWorkService"))
        #expect(plan.notes.first { $0.message.hasPrefix("var store") }?.position == "App.swift:2")
        let service = file(plan, "AppApplicationLifecycleAndBackgroundWorkService.swift")
        #expect(service.components(separatedBy: "lazy var store = Store()").count == 2)
        #expect(!file(plan, "App.swift").contains("store"))
    }

    @Test func aHelperMovesWithTheOnlyServiceThatUsesItAndAnUnusedOneStays() throws {
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    private var token: String?

                    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                        token = format(deviceToken)
                    }

                    private func format(_ token: Data) -> String { "" }

                    func debugDescriptionForSupport() -> String { "app" }
                }

                """
            ))
        let service = file(plan, "AppRemoteNotificationsService.swift")
        #expect(service.contains("    private var token: String?\n"))
        #expect(service.contains("    private func format(_ token: Data) -> String { \"\" }\n"))
        #expect(file(plan, "App.swift").contains("    func debugDescriptionForSupport() -> String { \"app\" }\n"))
        #expect(
            plan.notes.map { "\($0.position): \($0.message)" }.contains(
                "App.swift:10: func debugDescriptionForSupport() is used by no delegate method: kept in AppDelegate"))
    }

    @Test func keptCodeThatUsesAMovedMemberIsReported() throws {
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var badge = 0

                    func applicationDidBecomeActive(_ application: UIApplication) {
                        badge = 0
                    }

                    func supportSummary() -> String { "badge \\(badge)" }
                }

                """
            ))
        #expect(
            plan.notes.map { "\($0.position): \($0.message)" }.contains(
                "App.swift:8: func supportSummary(), kept in AppDelegate, uses var badge, which moves to "
                    + "AppApplicationLifecycleService: AppDelegate forwards it there, so this compiles and reaches the "
                    + "service's state; func supportSummary() may move to AppApplicationLifecycleService too"))
    }

    @Test func callsBetweenConcernsAndAppDelegateLookupsAreReported() throws {
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        true
                    }

                    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
                        let delegate = UIApplication.shared.delegate as! AppDelegate
                        return application(application, open: userActivity.webpageURL!, options: [:])
                    }
                }

                """
            ))
        let notes = plan.notes.map { "\($0.position): \($0.message)" }
        #expect(
            notes.contains {
                $0.hasPrefix(
                    "App.swift:6: func application(_:continue:restorationHandler:) calls func application(_:open:options:) (App.swift:2): URLOpening and UserActivities share one service"
                )
            })
        #expect(
            notes.contains {
                $0.hasPrefix(
                    "App.swift:7: reaches the app delegate through UIApplication.shared.delegate"
                )
            })
        #expect(Set(plan.moves.map(\.service)) == ["AppURLOpeningAndUserActivitiesService"])
    }

    @Test func bodiesMoveVerbatimWithCommentsAttributesAndConditionalBlocks() throws {
        let body = """
                // Crash reporting first.
                #if DEBUG
                Logger.verbose = true /* noisy */
                #endif
                return true
            """
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    /// Sets the SDKs up.
                    @discardableResult
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                \(body)
                    }

                    #if os(iOS)
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                    #endif
                }

                """
            ))
        #expect(file(plan, "AppLaunchService.swift").contains("    /// Sets the SDKs up.\n    @discardableResult\n"))
        #expect(file(plan, "AppLaunchService.swift").contains(body))
        #expect(
            file(plan, "AppApplicationLifecycleService.swift").contains(
                "    #if os(iOS)\n    func applicationDidBecomeActive(_ application: UIApplication) {}\n    #endif\n"))
    }

    @Test func theMoveOfEachMethodDoesNotDependOnTheOrderOfTheMembers() throws {
        let members = [
            "    lazy var store = Store()\n",
            "    func applicationWillTerminate(_ application: UIApplication) { store.save() }\n",
            "    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { cache.removeAll() }\n",
            "    var cache: [String: Int] = [:]\n",
            "    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) { store.finish(identifier) }\n",
        ]
        var results: Set<[String: String]> = []
        for order in permutations(of: Array(members.indices)) {
            let text =
                "class AppDelegate: UIResponder, UIApplicationDelegate {\n" + order.map { members[$0] }.joined() + "}\n"
            let plan = try plan(("App.swift", text))
            results.insert(Dictionary(uniqueKeysWithValues: plan.moves.map { ($0.method, $0.service) }))
        }
        #expect(results.count == 1)
        #expect(
            results.first?["func applicationDidReceiveMemoryWarning(_:)"]
                == "AppApplicationLifecycleAndBackgroundWorkService")
    }

    private func permutations(of items: [Int]) -> [[Int]] {
        guard let first = items.first else { return [[]] }
        return permutations(of: Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in
                var permutation = rest
                permutation.insert(first, at: index)
                return permutation
            }
        }
    }

    @Test func otherDelegateAssignmentsAreReportedAndTheNotificationCentersIsRemoved() throws {
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        UNUserNotificationCenter.current().delegate = self
                        Messaging.messaging().delegate = self
                        return true
                    }
                }

                """
            ))
        let notes = plan.notes.map { "\($0.position): \($0.message)" }
        #expect(notes.contains { $0.hasPrefix("App.swift:3: ") && $0.contains("removed `UNUserNotificationCenter") })
        #expect(notes.contains { $0.hasPrefix("App.swift:4: ") && $0.contains("now makes the service the delegate") })
        let service = file(plan, "AppLaunchService.swift")
        #expect(!service.contains("UNUserNotificationCenter.current().delegate = self"))
        #expect(service.contains("        Messaging.messaging().delegate = self\n"))
    }

    @Test func theNotificationCentersAssignmentThroughALocalHoldingTheCenterIsRemovedToo() throws {
        let plan = try plan(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let center = UNUserNotificationCenter.current()
                        center.delegate = self
                        center.removeAllDeliveredNotifications()
                        return true
                    }
                }

                """
            ))
        let notes = plan.notes.map { "\($0.position): \($0.message)" }
        #expect(notes.contains { $0.hasPrefix("App.swift:4: ") && $0.contains("removed `center.delegate = self`") })
        #expect(!notes.contains { $0.contains("now makes the service the delegate") }, "\(notes)")
        let service = file(plan, "AppLaunchService.swift")
        #expect(!service.contains("center.delegate = self"))
        #expect(service.contains("center.removeAllDeliveredNotifications()"))
    }

    @Test func twoInputsWithTheSameNameAreAnError() {
        let text = "class AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        #expect(throws: MigrationError.self) {
            try plan(
                ("A/AppDelegate.swift", text),
                ("B/AppDelegate.swift", text.replacingOccurrences(of: "App", with: "Other")))
        }
    }

    @Test func anAlreadyMigratedDelegateYieldsNoFile() throws {
        let plan = try plan(
            (
                "App.swift",
                "class AppDelegate: ServicesAppDelegate {\n    override var services: [any ApplicationService] { [Push()] }\n}\n"
            ),
            ("Scene.swift", "class SceneDelegate: ServicesSceneDelegate {}\n"))
        #expect(plan.files.isEmpty)
        #expect(plan.moves.isEmpty)
    }

    @Test func errorsNameTheFile() {
        #expect(throws: MigrationError.self) { try plan(("Broken.swift", "class A {\n    func f( {\n}\n")) }
        do {
            _ = try plan(("Broken.swift", "class AppDelegate: UIApplicationDelegate {\n    func f( {\n}\n"))
            Issue.record("a file that does not parse was planned")
        } catch {
            #expect(error.file == "Broken.swift")
            #expect(error.description.hasPrefix("Broken.swift: line 2: "))
        }
        do {
            _ = try plan(("Model.swift", "struct Model {}\n"), ("View.swift", "class View: UIView {}\n"))
            Issue.record("files without a delegate were planned")
        } catch {
            #expect(error.file.isEmpty)
            #expect(error.description.hasSuffix("in Model.swift, View.swift"))
        }
    }
}
