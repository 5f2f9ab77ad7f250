import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The launch graph runs from the app delegate's real callbacks, driven by the headless system.
@MainActor
@Suite struct LaunchGraphIntegrationTests {
    final class Recorder: DidFinishLaunchingService, LaunchTaskProviding {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        var launchTasks: [LaunchTask] {
            let log = log
            return [
                LaunchTask("crash-reporting", phase: .willFinishLaunching, executor: .mainActor) {
                    log.append("task crash-reporting")
                },
                LaunchTask("theme", dependsOn: ["crash-reporting"], phase: .didFinishLaunching, executor: .mainActor) {
                    log.append("task theme")
                },
            ]
        }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("service didFinish")
            return true
        }
    }

    @Test func synchronousPhasesRunInsideTheirCallbacksAndTheRestAfterActivation() async throws {
        let log = CallLog()
        let afterFirstFrame = LaunchTask("prefetch", phase: .firstSceneActive, executor: .mainActor) { @MainActor in
            log.append("task prefetch")
        }
        let idle = LaunchTask("cleanup", dependsOn: ["prefetch"], phase: .idle, executor: .mainActor) { @MainActor in
            log.append("task cleanup")
        }
        let driver = HeadlessAppDriver(services: [Recorder(log)], launchTasks: [afterFirstFrame, idle])
        try driver.system.launch()
        #expect(log.entries == ["task crash-reporting", "task theme", "service didFinish"])
        try driver.system.activate()
        let report = try #require(await driver.appDelegate.launchScheduler?.finished)
        #expect(log.entries.suffix(2) == ["task prefetch", "task cleanup"])
        #expect(report.isSuccessful)
        #expect(Set(report.tasks.map(\.id)) == ["crash-reporting", "theme", "prefetch", "cleanup"])
    }

    @Test func anInvalidGraphIsReportedByNameAndTheAppStillLaunches() throws {
        let log = CallLog()
        let broken = LaunchTask("analytics", dependsOn: ["network"], executor: .mainActor) { log.append("never") }
        let driver = HeadlessAppDriver(services: [Recorder(log)], launchTasks: [broken])
        try driver.coldLaunch()
        #expect(log.entries == ["service didFinish"])
        #expect(driver.appDelegate.launchScheduler == nil)
        let error = try #require(driver.appDelegate.launchGraphError)
        #expect(error.problems.map(\.code) == [.missingDependency])
        #expect(driver.warnings.contains { $0.contains("the launch graph is invalid") && $0.contains("network") })
        #expect(driver.system.state == .active)
    }

    @Test func anotherAppsActivationDoesNotStartThisAppsLaterPhases() throws {
        let log = CallLog()
        let later = LaunchTask("later", phase: .firstSceneActive, executor: .mainActor) { @MainActor in
            log.append("later")
        }
        let driver = HeadlessAppDriver(services: [], launchTasks: [later])
        try driver.system.launch()
        let other = HeadlessAppDriver(services: [])
        try other.coldLaunch()
        #expect(!log.entries.contains("later"))
    }
}
