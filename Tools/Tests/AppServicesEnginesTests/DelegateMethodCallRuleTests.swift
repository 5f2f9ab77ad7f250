import Foundation
import Testing

@testable import AppServicesEngines

/// Issue 46: whether the app calls its own delegate methods is one rule for `doctor` and `migrate`.
///
/// Where they disagreed, in an app that uses scenes, `doctor` counted a method's call of itself and `migrate` missed
/// the calls in `--sources` files; both missed a call with a trailing closure. One command kept a method the other
/// called dead.
@Suite struct DelegateMethodCallRuleTests {
    /// A case: code of the app beside its delegate, and whether it calls one of the delegate's methods.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The method called, by full name.
        var method: String
        /// The app delegate's extra code, inside the class.
        var inDelegate = ""
        /// Another file of the app, given to `migrate --sources` and `doctor --sources`.
        var otherFile = ""
        /// Whether the app calls `method` itself.
        var calls: Bool

        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "a call from another file of the app", method: "applicationDidBecomeActive(_:)",
            otherFile: """
                final class Refresher {
                    func run(_ delegate: AppDelegate) { delegate.applicationDidBecomeActive(UIApplication.shared) }
                }
                """,
            calls: true),
        Case(
            name: "a call with a trailing closure", method: "application(_:performActionFor:completionHandler:)",
            otherFile: """
                final class Shortcuts {
                    func run(_ delegate: AppDelegate, _ item: UIApplicationShortcutItem) {
                        delegate.application(UIApplication.shared, performActionFor: item) { _ in }
                    }
                }
                """,
            calls: true),
        Case(
            name: "a call on super, from a subclass's override", method: "applicationDidBecomeActive(_:)",
            otherFile: """
                final class DebugAppDelegate: AppDelegate {
                    override func applicationDidBecomeActive(_ application: UIApplication) {
                        super.applicationDidBecomeActive(application)
                    }
                }
                """,
            calls: false),
        Case(
            name: "a method's call of itself", method: "applicationDidBecomeActive(_:)",
            inDelegate: """
                    func applicationDidBecomeActive(_ application: UIApplication) {
                        if retries > 0 { retries -= 1; applicationDidBecomeActive(application) }
                    }
                """,
            calls: false),
    ]

    /// The app delegate: the two methods UIKit never calls once the app uses scenes, and `extra`.
    private static func appDelegate(_ extra: String) -> String {
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var retries = 1
        \(extra.isEmpty ? "    func applicationDidBecomeActive(_ application: UIApplication) {}\n" : extra)
            func application(
                _ application: UIApplication, performActionFor item: UIApplicationShortcutItem,
                completionHandler: @escaping (Bool) -> Void
            ) {}
        }

        """
    }

    private static let sceneDelegate = "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"

    /// Whether `migrate` keeps `method` because the app calls it.
    private static func migrateKeeps(_ test: Case) throws -> Bool {
        var migration = try Migration(files: [
            ("AppDelegate.swift", appDelegate(test.inDelegate)), ("SceneDelegate.swift", sceneDelegate),
        ])
        migration.otherSources = OtherSources(files: test.otherFile.isEmpty ? [] : [("Other.swift", test.otherFile)])
        let plan = try migration.plan()
        let title = "func " + test.method
        return plan.notes.contains { $0.message.hasPrefix("\(title): kept in AppDelegate as an override") }
    }

    /// Whether `doctor` counts a call of `method` by the app.
    private static func doctorSeesCall(_ test: Case) throws -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "AppDelegate.swift": appDelegate(test.inDelegate), "SceneDelegate.swift": sceneDelegate,
            "Other.swift": test.otherFile,
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try SwiftSources(folders: [folder.path]).delegateCallbackCalls[test.method] != nil
    }

    @Test(arguments: cases)
    func doctorAndMigrateJudgeTheAppsCallAlike(test: Case) throws {
        #expect(try Self.migrateKeeps(test) == test.calls, "migrate")
        #expect(try Self.doctorSeesCall(test) == test.calls, "doctor")
    }
}
