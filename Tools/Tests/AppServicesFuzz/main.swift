import Foundation

/// Fuzzes the manifest loader (`lint`, `plan`), the report reader (`report`, text and SVG), the Info.plist
/// reader (`doctor`) and the Swift reader (`migrate`) through the built `appservices` tool, for a time
/// budget, with deterministic mutations of the repository's own manifests, a launch report, Info.plists
/// and delegates.
///
/// Each input runs in its own process with a timeout, so a crash is a signal and a hang is a timeout,
/// neither of which can stop the campaign. Failing inputs are kept under `.build/fuzz-failures/`.
/// One run in four makes one of the tool's first writes fail as on a full disk (`APPSERVICES_FAIL_WRITE`).
/// Exits 1 when any input crashed, hung, changed its input, left a staged file or exited with a status the
/// command does not document.
///
/// With `--in-process`, the engines run inside the fuzzer instead (``InProcessRunner``): many more inputs a
/// second, an error the engines do not document is a finding, and a crash or a hang ends the campaign with
/// the input kept.
///
/// Run from the `Tools` folder: `swift run AppServicesFuzz [--seconds 60] [--seed 1] [--timeout 5]
/// [--tool .build/debug/appservices] [--in-process]`
let options = FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let seeds = try Seeds.all(root: root)
let failures = root.appendingPathComponent(".build/fuzz-failures")
let workspace =
    options.inProcess
    ? failures.appendingPathComponent("in-process-\(getpid())")
    : FileManager.default.temporaryDirectory.appendingPathComponent("appservices-fuzz-\(getpid())")
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)

var mutator = Mutator(seed: options.seed)
var runner = FuzzRunner(tool: URL(fileURLWithPath: options.tool), timeout: options.timeout, workspace: workspace)
let inProcess = InProcessRunner(timeout: options.timeout, workspace: workspace, root: root, failures: failures)
if options.inProcess { print("fuzz: in process; a crash leaves its input in \(workspace.path)") }
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
    // One run in four makes one of the tool's first writes fail as a full disk does.
    let failingWrite = mutator.below(4) == 0 ? mutator.below(4) + 1 : nil
    let verdict =
        options.inProcess
        ? try inProcess.run(input, pathExtension: current.pathExtension, command: current.command, variant: variant)
        : try runner.run(
            input, pathExtension: current.pathExtension, arguments: arguments,
            documented: current.command.documentedStatuses, failingWrite: failingWrite)
    inputs += 1
    let counted = workspace.appendingPathComponent("counted.\(current.pathExtension)")
    guard let problem = try verdict.problem ?? WorkCount.problem(input, file: counted, command: current.command)
    else { continue }
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
        + "\(count("hang")) hangs, \(count("harm")) harmed inputs or staged files left, "
        + "\(count("unexpected-status")) unexpected exit statuses, "
        + "\(count("unexpected-error")) undocumented errors, \(count("nonlinear-work")) inputs taking more than "
        + "linear work")
try? FileManager.default.removeItem(at: workspace)
exit(findings.isEmpty ? 0 : 1)
