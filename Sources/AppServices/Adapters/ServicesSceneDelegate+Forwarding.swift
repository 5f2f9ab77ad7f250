#if canImport(ObjectiveC)
public import Foundation

// Apple-only island: scene-delegate methods this library does not model (a window-scene callback added in a newer
// SDK) go to the first service that implements them, as for the app delegate (see
// ServiceHost+UnmodeledSelectors.swift).
extension ServicesSceneDelegate {
    /// The first service that implements `aSelector`, for scene-delegate methods this library does not model.
    ///
    /// - Parameter aSelector: A selector the delegate itself does not implement.
    /// - Returns: The first service (an `NSObject`) that responds to it, or the superclass's answer.
    nonisolated open override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let service = unmodeledSelectorTarget(aSelector) { return service }
        return super.forwardingTarget(for: aSelector)
    }

    nonisolated func unmodeledSelectorTarget(_ aSelector: Selector) -> NSObject? {
        host?.unmodeledSelectorTarget(aSelector, modeled: DelegateCallback.sceneSelectors)
    }
}
#endif
