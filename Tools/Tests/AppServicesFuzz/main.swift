import Foundation

/// Fuzzes the manifest loader (`lint`, `plan`), the report reader (`report`, text and SVG), the Info.plist
/// reader (`doctor`) and the Swift reader (`migrate`) through the built `appservices` tool, for a time
/// budget, with deterministic mutations of the repository's own manifests, a launch report, Info.plists
/// and delegates.
///
/// Each input runs in its own process with a timeout, so a crash is a signal and a hang is a timeout,
/// neither of which can stop the campaign. Failing inputs are kept under `.build/fuzz-failures/`.
/// Exits 1 when any input crashed, hung or exited with a status the command does not document.
///
/// Usage: `swift run AppServicesFuzz [--seconds 60] [--seed 1] [--timeout 5] [--tool .build/debug/appservices]`
let options = FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let seeds = try Seeds.all(root: root)
let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("appservices-fuzz-\(getpid())")
let failures = root.appendingPathComponent(".build/fuzz-failures")
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workspace) }

var mutator = Mutator(seed: options.seed)
var runner = FuzzRunner(tool: URL(fileURLWithPath: options.tool), timeout: options.timeout, workspace: workspace)
let clock = ContinuousClock()
let start = clock.now
var inputs = 0
var findings: [(kind: String, file: URL)] = []
while clock.now - start < .seconds(options.seconds) {
    let seed = seeds[mutator.below(seeds.count)]
    let input = inputs < seeds.count ? seeds[inputs].bytes : mutator.mutate(seed.bytes)
    let current = inputs < seeds.count ? seeds[inputs] : seed
    let variant = mutator.below(3)
    let arguments = current.command.arguments(variant: variant, root: root)
    let verdict = try runner.run(
        input, pathExtension: current.pathExtension, arguments: arguments,
        documented: current.command.documentedStatuses)
    inputs += 1
    guard let problem = verdict.problem else { continue }
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let kept = failures.appendingPathComponent("\(problem)-\(options.seed)-\(inputs).\(current.pathExtension)")
    try Data(input).write(to: kept)
    findings.append((problem, kept))
    print("\(problem): appservices \(arguments.joined(separator: " ")) \(kept.path)")
}
let seconds = Double((clock.now - start).components.seconds)
let count = { (kind: String) in findings.filter { $0.kind == kind }.count }
print(
    "fuzz: \(inputs) inputs in \(Int(seconds)) s (seed \(options.seed)): \(count("crash")) crashes, "
        + "\(count("hang")) hangs, \(count("unexpected-status")) unexpected exit statuses")
exit(findings.isEmpty ? 0 : 1)
