#if canImport(ObjectiveC)
public import Foundation

// Apple-only island, type-checked against the iOS, tvOS and macOS SDKs (not compiled on Linux). UIKit may send a scene delegate a method
// that this library does not model (a window-scene callback added in a newer SDK). If a service object
// implements it, the Objective-C runtime forwards the message to that service: the first one, in dispatch
// order, as ServicesAppDelegate does for application callbacks (and, like it, only on the main thread).
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
        let name = NSStringFromSelector(aSelector)
        guard !DelegateCallback.sceneSelectors.contains(name), Thread.isMainThread, let host else { return nil }
        // assumeIsolated returns only Sendable values, which a service object is not; the caller is on the main
        // thread (checked above), so the object never leaves it.
        nonisolated(unsafe) var target: NSObject?
        MainActor.assumeIsolated {
            target = host.services.lazy.compactMap { $0 as? NSObject }.first { $0.responds(to: aSelector) }
        }
        return target
    }
}
#endif
