import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// One simulated day of the demo app on the headless platform, printing each step, the callbacks it
/// caused (`→ selector → services called = merged answer`) and what the services did.
@MainActor
struct DemoDay {
    /// The simulated hour, which the theme service reads.
    static var hour = 7

    let system: HeadlessSystem
    let appDelegate: DemoAppDelegate
    /// UIKit's application notifications on the event bus: the listener below has no delegate code at all.
    let bridge = LifecycleNotificationBridge(bus: Demo.bus)
    let notificationListener = Demo.bus.subscribe(to: ApplicationLifecycleEvent.self) { event in
        print("   ◦ notification \(event.kind)")
    }

    init() throws {
        let catalog = try DemoCatalog.make()
        let manifestURL = try require(
            Bundle.module.url(forResource: "Services", withExtension: "json"),
            "Services.json is missing from the bundle")
        let plan = try catalog.plan(for: try ServiceManifest.load(contentsOf: manifestURL))
        print("Registered \(plan.services.count) services from Services.json (deep-links self-registered):")
        print("   " + plan.serviceIdentifiers.map(\.description).joined(separator: ", "))
        print("Legend: → callback → services called, in order = merged answer;  ◦ UIKit notification, via the bus")
        appDelegate = DemoAppDelegate(plan: plan)
        system = HeadlessSystem(delegate: appDelegate)
    }

    func step(_ time: String, _ title: String, _ action: () throws -> Void) rethrows {
        print("\n\(time)  \(title)")
        try action()
    }

    func run(reportDirectory: URL) async throws {
        try step("07:00", "cold launch: the user taps the icon") {
            try system.launch()
            try system.completeRemoteNotificationRegistration(deviceToken: Data([0xA1, 0xB2, 0xC3]))
            try system.activate()
        }
        try await writeLaunchReport(to: reportDirectory)

        step("07:05", "a message arrives while the app is open") {
            let content = UNMutableNotificationContent()
            content.title = "Lunch at noon?"
            _ = system.presentNotification(
                UNNotification(request: .init(identifier: "m1", content: content, trigger: nil)))
        }
        await settle()

        step("07:06", "the user taps a link to an order") {
            _ = system.openURL(URL(string: "demo://orders/42")!)
        }

        try step("07:10", "the user turns the phone: which orientations may the interface take?") {
            _ = try system.supportedInterfaceOrientations()
        }

        try step("08:30", "the user goes home: the app moves to the background") {
            try system.resignActive()
            try system.enterBackground()
            try system.suspend()
        }

        try step("11:00", "the system wakes the app for a background fetch") {
            _ = try system.performBackgroundFetch()
        }

        step("12:30", "a silent push: one service downloads slowly and misses the deadline") {
            _ = system.deliverRemoteNotification(["aps": ["content-available": 1]])
        }
        try await Task.sleep(for: .milliseconds(900))

        step("13:00", "memory runs low") {
            system.receiveMemoryWarning()
        }

        try step("18:00", "the user opens the app again") {
            try system.enterForeground()
            try system.activate()
        }

        step("19:00", "evening: a significant time change") {
            DemoDay.hour = 19
            system.significantTimeChange()
        }

        try step("23:00", "the app is sent to the background and terminated") {
            try system.resignActive()
            try system.enterBackground()
            try system.terminate()
        }
    }

    /// Waits for the launch graph, then writes its report, Chrome trace and SVG timeline.
    func writeLaunchReport(to directory: URL) async throws {
        guard let report = await appDelegate.launchScheduler?.finished else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: directory.appendingPathComponent("launch-report.json"))
        try report.chromeTraceJSON().write(
            to: directory.appendingPathComponent("launch-trace.json"), atomically: true, encoding: .utf8)
        try report.svgTimeline().write(
            to: directory.appendingPathComponent("launch-timeline.svg"), atomically: true, encoding: .utf8)
        let milliseconds = { (duration: Duration) in
            String(
                format: "%.0f ms",
                Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
        }
        print("   launch graph: \(report.tasks.count) tasks, \(report.isSuccessful ? "succeeded" : "FAILED")")
        print("   wall time \(milliseconds(report.wallTime)), total work \(milliseconds(report.totalWork))")
        print("   critical path: \(report.criticalPath.map(\.description).joined(separator: " -> "))")
        print("   wrote launch-report.json, launch-trace.json, launch-timeline.svg to \(directory.path)")
    }

    /// Lets asynchronous service work (async handlers) finish before the next step prints.
    func settle() async {
        for _ in 0..<50 { await Task.yield() }
    }
}

/// `#require` for the demo: unwraps or throws a message.
func require<Value>(_ value: Value?, _ message: @autoclosure () -> String = "missing value") throws -> Value {
    guard let value else { throw DemoError(message: message()) }
    return value
}

struct DemoError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
