import Foundation

// The demo app: seven services split out of what would be one AppDelegate, registered from a manifest
// and a self-registration record, a launch graph of ten tasks, and one simulated day on the headless
// platform. The launch report lands in ./launch-report (or the directory given as the first argument).
let reportDirectory = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "launch-report",
    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
try await DemoDay().run(reportDirectory: reportDirectory)
