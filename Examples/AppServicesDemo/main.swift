import AppServices
import Foundation

// The demo app: seven services split out of what would be one AppDelegate, registered from a manifest
// and a self-registration record, and a launch graph of ten tasks, two of which wait for the user's
// consent. First one simulated day of the scene-based app on an iPad-like headless replica, then a short
// morning of the same services in an app without scenes. The launch report lands in ./launch-report (or
// the directory given as the first argument).
let reportDirectory = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "launch-report",
    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
do {
    let plan = try DemoCatalog.plan()
    print("Registered \(plan.services.count) services from Services.json (deep-links self-registered):")
    print("   " + plan.serviceIdentifiers.map(\.description).joined(separator: ", "))
    print("Legend: → callback → services called, in order = merged answer;  ◦ UIKit notification, via the bus")

    print("\n== A day of the scene-based app (iOS 26), on an iPad ==")
    print("Scene callbacks reach the services that adopt them; app-level events (active, background, links)")
    print("still reach the app delegate's services, now carried by the scenes.")
    try await DemoDay(plan: plan).run(reportDirectory: reportDirectory)

    print("\n== The same services without scenes: the app delegate's life cycle ==")
    try await AppDelegateMorning(plan: plan).run()
} catch {
    // A broken story (or a missing manifest) fails the run, so that CI, which runs the demo, notices.
    print("\nThe demo stopped: \(error)")
    exit(1)
}
