import AppServicesEngines
import Foundation

/// Runs the engines on one input at a time inside the fuzzer's own process: no process to start per input,
/// so a campaign tries many more inputs in the same time.
///
/// The price is isolation. A crash ends the campaign, and the input that caused it is left in the workspace
/// (the fuzzer prints where before it starts); a hang is caught by a watchdog thread, which keeps the input
/// under the failures folder and ends the process with status 1.
struct InProcessRunner {
    let timeout: Duration
    let workspace: URL
    let root: URL
    let watchdog: Watchdog

    /// A runner writing inputs into `workspace`, keeping hangs in `failures`.
    init(timeout: Duration, workspace: URL, root: URL, failures: URL) {
        self.timeout = timeout
        self.workspace = workspace
        self.root = root
        self.watchdog = Watchdog(failures: failures)
    }

    /// Writes `input` to a file and runs the engines of `command` on it.
    ///
    /// - Parameters:
    ///   - input: The file's bytes.
    ///   - pathExtension: The file's extension, which picks the format.
    ///   - command: The command whose engines read it.
    ///   - variant: Which of the command's variants.
    /// - Returns: The verdict: `unexpected-error` for an error the engines do not document.
    /// - Throws: The error writing the file.
    func run(_ input: [UInt8], pathExtension: String, command: FuzzedCommand, variant: Int) throws
        -> FuzzRunner.Verdict
    {
        let file = workspace.appendingPathComponent("input.\(pathExtension)")
        try Data(input).write(to: file)
        watchdog.arm(file: file, deadline: ContinuousClock.now + timeout)
        defer { watchdog.disarm() }
        do {
            try command.runEngines(on: file.path, variant: variant, root: root, workspace: workspace)
        } catch is InputOutputError, is MigrationError {
            return FuzzRunner.Verdict(problem: nil)
        } catch {
            return FuzzRunner.Verdict(problem: "unexpected-error")
        }
        return FuzzRunner.Verdict(problem: nil)
    }
}
