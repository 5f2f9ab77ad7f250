import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// An app delegate's launch work is released once it has run, and with the delegate in every launch shape.
@MainActor
@Suite struct AppDelegateLaunchLifetimeTests {
    /// How the app was launched before its delegate went away.
    enum Shape: CaseIterable {
        /// Launched into the foreground; every phase ran.
        case normal
        /// Launched in the background for a push; the later phases never started.
        case background
        /// Launched into the foreground, then terminated while a launch task still ran.
        case terminatedEarly
    }

    /// A service whose launch tasks, in every phase, capture it, as services that warm themselves up do.
    final class Inbox: ApplicationService, LaunchTaskProviding {
        let clock: ManualClock?
        init(sleepingOn clock: ManualClock?) { self.clock = clock }
        func touch() {}
        var launchTasks: [LaunchTask] {
            [
                LaunchTask("inbox.open", phase: .willFinishLaunching, executor: .mainActor) { self.touch() },
                LaunchTask("inbox.sync", phase: .didFinishLaunching) {
                    await self.touch()
                    if let clock = self.clock { try await clock.sleep(for: .seconds(60)) }
                },
                LaunchTask("inbox.render", phase: .firstSceneActive, executor: .mainActor) { @MainActor in
                    self.touch()
                },
                LaunchTask("inbox.compact", phase: .idle) { await self.touch() },
            ]
        }
    }

    /// An app delegate that hands its plan over once and keeps nothing of it, as an app computing its plan does.
    final class PlannedAppDelegate: ServicesAppDelegate, @unchecked Sendable {
        private var plan: RegistrationPlan?
        private let provider: any ApplicationService
        private let center = NotificationCenter()
        init(plan: RegistrationPlan, provider: any ApplicationService) {
            self.plan = plan
            self.provider = provider
            super.init()
        }
        override var registrationPlan: RegistrationPlan? {
            defer { plan = nil }
            return plan
        }
        override var services: [any ApplicationService] { [provider] }
        override var notificationCenter: NotificationCenter { center }
    }

    /// A service providing two tasks, each capturing an object made for it and watched by `watched`.
    final class Provider: ApplicationService, LaunchTaskProviding {
        let watched: WeakReferences
        init(watched: WeakReferences) { self.watched = watched }
        var launchTasks: [LaunchTask] {
            let objects = [Captured(), Captured()]
            for object in objects { watched.watch(object) }
            return [
                LaunchTask("provided.early", phase: .willFinishLaunching) { objects[0].touch() },
                LaunchTask("provided.idle", phase: .idle, executor: .background) { objects[1].touch() },
            ]
        }
    }

    @Test(arguments: Shape.allCases)
    func servicesCapturedInLaunchTasksAreReleasedWithTheAppDelegate(_ shape: Shape) async throws {
        let watched = WeakReferences()
        let clock = ManualClock()
        do {
            let inbox = Inbox(sleepingOn: shape == .terminatedEarly ? clock : nil)
            let captured = Captured()
            watched.watch(inbox)
            watched.watch(captured)
            let appTask = LaunchTask("app.prefetch", phase: .idle, executor: .background) { captured.touch() }
            let driver = HeadlessAppDriver(services: [inbox], launchTasks: [appTask])
            watched.watch(driver.appDelegate)
            switch shape {
            case .normal:
                try driver.coldLaunch()
                #expect(await driver.appDelegate.launchScheduler?.finished.isSuccessful == true)
            case .background:
                try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]])
            case .terminatedEarly:
                try driver.coldLaunch()
                await clock.waitForSleepers(count: 1)
                try driver.terminate()
            }
        }
        #expect(await watched.released() == 0)
        #expect(clock.sleeperCount == 0)
    }

    @Test func planAndServiceTasksAreReleasedOnceTheyRanWhileTheAppDelegateLives() async throws {
        let watched = WeakReferences()
        let provider = Provider(watched: watched)
        let delegate = PlannedAppDelegate(plan: try plan(watching: watched), provider: provider)
        let system = HeadlessSystem(delegate: delegate, notificationCenter: delegate.notificationCenter)
        try system.launch()
        try system.activate()
        let report = try #require(await delegate.launchScheduler?.finished)
        #expect(report.tasks.count == 4)
        #expect(report.isSuccessful)
        #expect(await watched.released() == 0)
        withExtendedLifetime(delegate) {}
    }

    /// A plan with two tasks from a catalog nobody keeps, each capturing an object `watched` watches.
    private func plan(watching watched: WeakReferences) throws -> RegistrationPlan {
        let objects = [Captured(), Captured()]
        for object in objects { watched.watch(object) }
        let catalog = ServiceCatalog()
        try catalog.register(
            services: [],
            tasks: [
                LaunchTaskEntry(
                    LaunchTask("planned.theme", phase: .didFinishLaunching, executor: .mainActor) { objects[0].touch() }
                ),
                LaunchTaskEntry(
                    LaunchTask("planned.feed", phase: .firstSceneActive, executor: .background) { objects[1].touch() }),
            ])
        return try catalog.plan(for: nil)
    }
}
