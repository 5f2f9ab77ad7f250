import Testing

@testable import AppServicesEngines

/// Code of issue #26 §3 that `migrate` left silently: each now has a note naming its line.
@Suite struct MigrationReportTests {
    @Test func keptCodeCallingAMovedCallbackIsReported() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    override init() {
                        super.init()
                        self.applicationDidBecomeActive(UIApplication.shared)
                    }

                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }

                """
            ))
        #expect(
            migrated.notes.contains(
                "App.swift:2: init, kept in AppDelegate, calls func applicationDidBecomeActive(_:), which moves to "
                    + "AppApplicationLifecycleService: the call now reaches ServicesAppDelegate's implementation, "
                    + "which dispatches to every service adopting it; check it by hand"))
    }

    @Test func aSceneDelegateCastNamesTheServiceItsMemberMovedTo() throws {
        let migrated = try MigratedSource(
            (
                "Scene.swift",
                """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var coordinator = Coordinator()

                    func sceneDidBecomeActive(_ scene: UIScene) {
                        coordinator.start()
                    }
                }

                """
            ),
            (
                "Router.swift",
                "func route(_ scene: UIScene) {\n    (scene.delegate as? SceneDelegate)?.coordinator.open()\n}\n"
            ))
        #expect(
            migrated.notes.contains(
                "Router.swift:2: casts a delegate to SceneDelegate: `coordinator` moved to SceneScenesService: read it there"
            ))
    }

    @Test func anotherNotificationCenterDelegateIsReported() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    let router = NotificationRouter()

                    func applicationDidFinishLaunching(_ application: UIApplication) {
                        UNUserNotificationCenter.current().delegate = router
                    }
                }

                """
            ))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix(
                    "App.swift:5: `UNUserNotificationCenter.current().delegate = router` replaces the notification "
                        + "center's delegate that ServicesAppDelegate installs")
            })
    }

    @Test func keptCodeMakingTheDelegateTheNotificationCentersDelegateIsReported() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    override init() {
                        super.init()
                        UNUserNotificationCenter.current().delegate = self
                    }

                    func applicationDidFinishLaunching(_ application: UIApplication) {
                        UNUserNotificationCenter.current().delegate = self
                    }
                }

                """
            ))
        let replaced = migrated.notes.filter { $0.contains("replaces the notification center's delegate") }
        #expect(replaced.count == 1)
        #expect(replaced.first?.hasPrefix("App.swift:4: `UNUserNotificationCenter.current().delegate = self`") == true)
    }

    @Test func anObjcMemberThatMovesAndAnotherDelegateClassAreReported() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    @objc func refreshBadge() {}

                    func applicationDidBecomeActive(_ application: UIApplication) {
                        refreshBadge()
                    }
                }

                class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect controller: CPInterfaceController) {}
                }

                """
            ))
        #expect(
            migrated.notes.contains(
                "App.swift:2: func refreshBadge() is @objc and moves to a service: Objective-C code (or a selector) "
                    + "that calls it on AppDelegate must call the service; check it by hand"))
        #expect(
            migrated.notes.contains(
                "App.swift:9: CarPlaySceneDelegate: now a ServicesCarPlaySceneDelegate that gives each CarPlay scene a "
                    + "CarPlaySceneService; add the AppServicesCarPlay product to the app's target"))
        #expect(migrated.file("App.swift").contains("class CarPlaySceneDelegate: ServicesCarPlaySceneDelegate"))
        #expect(
            migrated.file("CarPlaySceneService.swift").contains(
                "func templateApplicationScene(_ scene: CPTemplateApplicationScene"))
    }

    /// A property declared once per configuration, `@objc` in a clause, moves as one member, with the note.
    @Test func anObjcPropertyInsideAnIfConfigBlockMovesWithItsNote() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    #if DEBUG
                    @objc dynamic var verboseLogging = true
                    #else
                    @objc dynamic var verboseLogging = false
                    #endif

                    func applicationDidBecomeActive(_ application: UIApplication) {
                        print(verboseLogging)
                    }
                }

                """
            ))
        #expect(
            migrated.notes.contains(
                "App.swift:2: var verboseLogging is @objc and moves to a service: Objective-C code (or a selector) "
                    + "that calls it on AppDelegate must call the service; check it by hand"))
        #expect(!migrated.file("App.swift").contains("verboseLogging"))
    }
}

/// The app's own protocols that moved code relies on (issue #26 §3 d).
@Suite struct MigrationAppProtocolTests {
    @Test func aServiceAdoptsTheProtocolWhoseDefaultImplementationItsCodeUses() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                protocol Tracking {
                    func track(_ event: String)
                }

                extension Tracking {
                    func track(_ event: String) { print(event) }
                }

                protocol Theming {
                    var theme: String { get }
                }

                extension Theming {
                    func applyTheme() { print(theme) }
                }

                class AppDelegate: UIResponder, UIApplicationDelegate, Tracking, Theming {
                    var theme = "dark"

                    func applicationDidBecomeActive(_ application: UIApplication) {
                        track("active")
                    }

                    func applicationWillTerminate(_ application: UIApplication) {
                        applyTheme()
                    }
                }

                """
            ))
        #expect(
            migrated.file("AppApplicationLifecycleService.swift").contains(
                "final class AppApplicationLifecycleService: TerminationService, Tracking {"))
        #expect(
            migrated.file("AppApplicationLifecycleService.swift").contains(
                "extension AppApplicationLifecycleService: DidBecomeActiveService {"))
        #expect(
            migrated.notes.contains(
                "App.swift:17: AppApplicationLifecycleService adopts Tracking, which AppDelegate adopted: the moved "
                    + "code uses its members"))
        #expect(
            migrated.notes.contains(
                "App.swift:17: the code moved to AppApplicationLifecycleService uses members of Theming, which "
                    + "AppDelegate adopted, but Theming's extensions do not implement all its requirements: adopt it "
                    + "in AppApplicationLifecycleService by hand"))
    }
}
