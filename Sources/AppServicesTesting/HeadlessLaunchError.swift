#if !canImport(UIKit)
public import AppServices
public import UIKitHeadless

/// Why ``HeadlessAppDriver/launchReport()`` cannot wait for the launch graph: a launch whose later phases
/// have not started would otherwise wait for ever, without a word.
///
/// The launch graph's ``LaunchPhase/firstSceneActive`` phase starts when the app first becomes active, and
/// ``LaunchPhase/idle`` after it; the launch ends only once every phase has started.
///
/// ```swift
/// try driver.backgroundLaunch(forPush: payload)
/// try driver.terminate()
/// do { _ = try await driver.launchReport() } catch {
///     print(error)  // launch phases firstSceneActive, idle can never start: the app was terminated before …
/// }
/// ```
public struct HeadlessLaunchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the launch cannot be waited for.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// Creates a code from its name; prefer the static values.
        ///
        /// - Parameter name: The code's name.
        public init(name: String) {
            self.name = name
        }

        /// The app has not launched, so no phase has started.
        public static let notLaunched = Code(name: "notLaunched")
        /// The launch graph was invalid, so no launch task runs; ``HeadlessLaunchError/detail`` lists the problems.
        public static let invalidGraph = Code(name: "invalidGraph")
        /// The app has not become active yet; returning it to the foreground starts the phases.
        public static let phasesNotStarted = Code(name: "phasesNotStarted")
        /// The app ended before it became active, so the phases can never start.
        public static let phasesCannotStart = Code(name: "phasesCannotStart")

        /// The code's name.
        public var description: String { name }
    }

    /// Why the launch cannot be waited for.
    public var code: Code
    /// The launch phases that have not started.
    public var phases: [LaunchPhase]
    /// The app's state when asked.
    public var state: HeadlessLifecycleState
    /// What happened, and what to do about it.
    public var detail: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: Why the launch cannot be waited for.
    ///   - phases: The phases that have not started.
    ///   - state: The app's state.
    ///   - detail: What happened, and what to do about it.
    public init(code: Code, phases: [LaunchPhase], state: HeadlessLifecycleState, detail: String) {
        self.code = code
        self.phases = phases
        self.state = state
        self.detail = detail
    }

    /// The error as a sentence naming the phases, the app's state and the remedy.
    public var description: String {
        let names = phases.map(\.description).joined(separator: ", ")
        let verdict = code == .phasesCannotStart ? "can never start" : "have not started"
        return "launch phases \(names) \(verdict) (\(code), app \(state)): \(detail)"
    }
}
#endif
