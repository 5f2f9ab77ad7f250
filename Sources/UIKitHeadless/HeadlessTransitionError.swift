/// A request the headless system refuses because UIKit could not do it in the app's current state.
///
/// ```swift
/// do { try system.activate() } catch let error as HeadlessTransitionError {
///     print(error)  // "cannot activate: the app is notRunning; from notRunning the legal steps are: launch, launchInBackground"
/// }
/// ```
public struct HeadlessTransitionError: Error, Equatable, CustomStringConvertible {
    /// What kind of request was refused.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// The step is not legal from the app's current state.
        public static let illegalTransition = Code(name: "illegalTransition")
        /// The step is not legal from the scene's current state.
        public static let illegalSceneTransition = Code(name: "illegalSceneTransition")
        /// An app-level foreground step was asked of an app that uses scenes, or a scene step of one that does not.
        public static let wrongLifecycleModel = Code(name: "wrongLifecycleModel")
        /// The event needs the app to have asked for it first (for example a device token before
        /// `registerForRemoteNotifications()`).
        public static let notRequested = Code(name: "notRequested")
        /// The delegate gave an answer UIKit rejects (for example an empty orientation mask).
        public static let invalidAnswer = Code(name: "invalidAnswer")
        /// The app is built with an SDK that requires the scene life cycle and adopts none (TN3187).
        public static let sceneLifecycleRequired = Code(name: "sceneLifecycleRequired")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of request was refused.
    public var code: Code
    /// The step that was asked for, such as `activate`.
    public var step: String
    /// The state the app or scene was in.
    public var state: String
    /// The steps that would have been legal from that state.
    public var legalSteps: [String]
    /// More detail, when the code alone does not say it.
    public var detail: String?

    /// The error as a sentence that names the step, the state and what was legal.
    public var description: String {
        var text = "cannot \(step): "
        if let detail { text += detail } else { text += "the app is \(state)" }
        if !legalSteps.isEmpty {
            text += "; from \(state) the legal steps are: \(legalSteps.joined(separator: ", "))"
        }
        return text
    }
}
