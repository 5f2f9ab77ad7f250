import Foundation

/// The fuzzer's command line: `--seconds`, `--seed`, `--timeout` (per input), `--tool` and `--in-process`.
struct FuzzOptions {
    /// How long to fuzz.
    var seconds = 60
    /// The mutator's seed.
    var seed: UInt64 = 1
    /// How long one input may run before it counts as a hang.
    var timeout: Duration = .seconds(5)
    /// The `appservices` binary.
    var tool = ".build/debug/appservices"
    /// Whether to run the engines inside the fuzzer instead of the tool in a process per input.
    var inProcess = false

    /// Reads `--name value` pairs and the `--in-process` flag; unknown names and unreadable values keep the
    /// default.
    init(arguments: [String]) {
        inProcess = arguments.contains("--in-process")
        for (name, value) in zip(arguments, arguments.dropFirst()) {
            switch name {
            case "--seconds": seconds = Int(value) ?? seconds
            case "--seed": seed = UInt64(value) ?? seed
            case "--timeout": timeout = Int(value).map { .seconds($0) } ?? timeout
            case "--tool": tool = value
            default: break
            }
        }
    }
}

/// Runs the tool on one input at a time, in a process of its own, and judges how it ended.
struct FuzzRunner {
    /// How one run ended.
    struct Verdict {
        /// `crash`, `hang`, `harm` or `unexpected-status`; `nil` when the run ended as the command documents.
        var problem: String?
    }

    let tool: URL
    let timeout: Duration
    let workspace: URL

    /// Writes `input` to a file and runs `appservices ARGUMENTS... FILE`.
    ///
    /// - Parameters:
    ///   - input: The file's bytes.
    ///   - pathExtension: The file's extension, which picks the format.
    ///   - arguments: The command and its options; the file is added after them.
    ///   - documented: The exit statuses the command documents.
    ///   - failingWrite: When set, the tool's write of that number fails as on a full disk
    ///     (`APPSERVICES_FAIL_WRITE`).
    /// - Returns: The verdict: besides a crash, a hang or an undocumented status, `harm` when the run changed its
    ///   input or left a staged file behind.
    /// - Throws: The error writing the file or starting the process.
    mutating func run(
        _ input: [UInt8], pathExtension: String, arguments: [String], documented: Set<Int32>, failingWrite: Int? = nil
    ) throws -> Verdict {
        let file = workspace.appendingPathComponent("input.\(pathExtension)")
        try Data(input).write(to: file)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments + [file.lastPathComponent]
        process.currentDirectoryURL = workspace
        var environment = ProcessInfo.processInfo.environment
        environment["APPSERVICES_FAIL_WRITE"] = failingWrite.map(String.init)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let (seconds, attoseconds) = timeout.components
        let deadline =
            DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        if finished.wait(timeout: deadline) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            return Verdict(problem: "hang")
        }
        if process.terminationReason == .uncaughtSignal { return Verdict(problem: "crash") }
        if try Data(contentsOf: file) != Data(input) || leavesStagedFiles() { return Verdict(problem: "harm") }
        return Verdict(problem: documented.contains(process.terminationStatus) ? nil : "unexpected-status")
    }

    /// Whether a file or folder the tool stages its output in (`.appservices-…`) is left in the workspace.
    private func leavesStagedFiles() -> Bool {
        let entries = FileManager.default.enumerator(at: workspace, includingPropertiesForKeys: nil)
        return entries?.contains { ($0 as? URL)?.lastPathComponent.hasPrefix(".appservices-") == true } ?? false
    }
}
