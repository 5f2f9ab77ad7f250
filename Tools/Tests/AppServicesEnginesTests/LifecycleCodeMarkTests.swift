import Foundation
import Testing

@testable import AppServicesEngines

/// `migrate` marks the methods that keep the window or launch-option code of the app-delegate life cycle
/// deprecated, as the "Adopting the scene life cycle" article marks its `didFinishLaunching` override, and its
/// plan says so once.
@Suite struct LifecycleCodeMarkTests {
    static let delegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(
                _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                makeWindow()
                return true
            }

            /// Makes the window.
            private func makeWindow() {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
            }

            func application(_ application: UIApplication, willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                options?[.url] == nil
            }

            func applicationWillTerminate(_ application: UIApplication) {}

            func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
        }
        """

    static let attributes = LifecycleCodeMarks.attributes(message: LifecycleCodeMarks.message)

    @Test func aMethodKeepingWindowOrLaunchOptionCodeAndItsCallersAreMarkedDeprecated() throws {
        let migrated = try MigratedSource(("App.swift", Self.delegate))
        let service = migrated.file("AppLaunchService.swift")
        let marks = Self.attributes.map { AvailabilityAttribute.laidOut($0, indent: "    ") + "\n" }.joined()
        #expect(service.contains(marks + "    func application(\n        _ application: UIApplication, didFinish"))
        #expect(service.contains("/// Makes the window.\n" + marks + "    private func makeWindow()"))
        #expect(service.contains(marks + "    func application(_ application: UIApplication, willFinish"))
        #expect(service.components(separatedBy: "iOS, deprecated: 26.0").count == 4)
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func aMethodWithoutThatCodeIsNotMarked() throws {
        let migrated = try MigratedSource(("App.swift", Self.delegate))
        #expect(!migrated.file("AppApplicationLifecycleService.swift").contains("@available"))
        #expect(!migrated.file("AppRemoteNotificationsService.swift").contains("@available"))
    }

    @Test func theMessageSaysWhyAndHowToLeave() {
        #expect(
            Self.attributes == [
                "@available(iOS, deprecated: 26.0, message: \"Keeps the window or launch-option code of the "
                    + "app-delegate life cycle: run appservices migrate --adopt-scenes to leave it\")",
                "@available(tvOS, deprecated: 26.0, message: \"Keeps the window or launch-option code of the "
                    + "app-delegate life cycle: run appservices migrate --adopt-scenes to leave it\")",
            ])
    }

    @Test func thePlanSaysOnceThatTheCodeIsMarkedAndHowToLeaveTheLifecycle() throws {
        let migrated = try MigratedSource(("App.swift", Self.delegate))
        #expect(
            migrated.notes.filter { $0.hasSuffix(Migration.lifeCycleNote) } == [
                "App.swift:1: " + Migration.lifeCycleNote
            ])
        #expect(Migration.lifeCycleNote.contains("appservices migrate --adopt-scenes"))
    }

    @Test func thePlanSaysNothingOfItWhenNothingIsMarked() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                "class AppDelegate: UIResponder, UIApplicationDelegate {\n"
                    + "    func applicationWillTerminate(_ application: UIApplication) {}\n}\n"
            ))
        #expect(!migrated.notes.contains { $0.contains("app-delegate life cycle") })
        #expect(!migrated.file("AppApplicationLifecycleService.swift").contains("@available"))
    }
}
