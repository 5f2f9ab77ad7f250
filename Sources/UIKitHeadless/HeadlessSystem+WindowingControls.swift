// The windowing controls of a scene (iOS and tvOS 26). UIWindowScene.h says of
// `preferredWindowingControlStyleForScene:` only that the system calls it "to determine the windowing control style
// for the provided scene" and uses the automatic style when the delegate does not implement it; neither the header
// nor Apple's documentation says when. The replica asks when a test takes the step below, for a connected scene,
// and never on its own, so no other step's sequence of calls changes.
extension HeadlessSystem {
    /// Determines the style of a connected scene's windowing controls, as UIKit does: the scene delegate's
    /// `preferredWindowingControlStyle(for:)` if it implements it, `.automatic` otherwise.
    ///
    /// ```swift
    /// let scene = try system.connectScene()
    /// let style = try system.determineWindowingControlStyle(for: scene)
    /// ```
    ///
    /// - Parameter scene: A connected window scene.
    /// - Returns: The style UIKit uses for the scene's windowing controls.
    /// - Throws: ``HeadlessTransitionError`` with code `illegalSceneTransition` if the scene is not connected: a
    ///   scene without a delegate has no controls to style.
    @available(iOS 26, tvOS 26, visionOS 26, *)
    public func determineWindowingControlStyle(
        for scene: UIWindowScene
    ) throws -> UIWindowScene.WindowingControlStyle {
        guard application.connectedScenes.contains(scene) else {
            throw HeadlessTransitionError(
                code: .illegalSceneTransition, step: "determineWindowingControlStyle",
                state: "scene \(scene.session.persistentIdentifier) \(scene.activationState)", legalSteps: [],
                detail: "scene \(scene.session.persistentIdentifier) is not connected")
        }
        let answer = deliver(to: scene, "preferredWindowingControlStyleForScene:") {
            ($0 as? any UIWindowSceneDelegate)?.preferredWindowingControlStyle(for: scene)
        }
        return (answer ?? nil) ?? .automatic
    }
}
