import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Launch work and launch events see what launched the app: the URL, the push payload, the quick action.
@MainActor
@Suite struct LaunchContextTests {
    /// What launch work saw, written from any thread.
    final class Seen: Sendable {
        private let contexts = Locked<[String: LaunchContext?]>([:])
        func record(_ task: String) { contexts.withLock { $0[task] = LaunchContext.current } }
        subscript(task: String) -> LaunchContext?? { contexts.withLock { $0[task] } }
    }

    static func tasks(_ seen: Seen) -> [LaunchTask] {
        [
            LaunchTask("inline", phase: .willFinishLaunching, executor: .mainActor) { seen.record("inline") },
            LaunchTask("background", phase: .didFinishLaunching) { seen.record("background") },
            LaunchTask("later", phase: .firstSceneActive) { seen.record("later") },
        ]
    }

    @Test func launchWorkInEveryPhaseSeesTheURLTheAppWasLaunchedWith() async throws {
        let seen = Seen()
        let driver = HeadlessAppDriver(services: [], launchTasks: Self.tasks(seen))
        let url = try #require(URL(string: "demo://orders/7"))
        try driver.coldLaunch(fromURL: url)
        let report = try await driver.launchReport()
        #expect(report.tasks.count == 3)
        for task in ["inline", "background", "later"] {
            #expect(seen[task]??.url == url, "\(task)")
        }
    }

    @Test func aPushLaunchCarriesThePayload() throws {
        let context = LaunchContext([
            .remoteNotification: ["aps": ["content-available": 1], "order": "7"] as [AnyHashable: Any]
        ])
        #expect(context.remoteNotification?["order"] == .string("7"))
        #expect(context.remoteNotification?["aps"] == .dictionary(["content-available": .integer(1)]))
        #expect(context.keys == ["UIApplicationLaunchOptionsRemoteNotificationKey"])
        #expect(LaunchContext(nil).url == nil && LaunchContext(nil).keys.isEmpty)
    }

    @Test func theBridgedLaunchEventCarriesTheLaunchOptions() throws {
        let bus = EventBus()
        let notificationCenter = NotificationCenter()
        let bridge = LifecycleNotificationBridge(bus: bus, notificationCenter: notificationCenter)
        let launches = Locked<[LaunchContext?]>([])
        let token = bus.subscribe(to: ApplicationLifecycleEvent.self) { event in
            if event.kind == .didFinishLaunching { launches.withLock { $0.append(event.launch) } }
        }
        let url = try #require(URL(string: "demo://inbox"))
        notificationCenter.post(
            name: UIApplication.didFinishLaunchingNotification, object: nil,
            userInfo: [UIApplication.LaunchOptionsKey.url.rawValue: url])
        #expect(launches.current.map { $0?.url } == [url])
        _ = (bridge, token)
    }
}
