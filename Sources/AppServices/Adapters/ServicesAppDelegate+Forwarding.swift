#if canImport(ObjectiveC)
public import Foundation

// Apple-only island, type-checked against the iOS, tvOS and macOS SDKs (not compiled on Linux). UIKit may send
// a delegate a method that this library does not model (a callback added in a newer SDK). If a service object
// implements it, the Objective-C runtime forwards the message to that service: the first one, in dispatch
// order. UIKit sends delegate messages on the main thread, where the services live; asked from another
// thread, the delegate answers that it does not implement an unmodeled method.
extension ServicesAppDelegate {
    /// The first service that implements `aSelector`, for delegate methods this library does not model.
    ///
    /// - Parameter aSelector: A selector the delegate itself does not implement.
    /// - Returns: The first service (an `NSObject`) that responds to it, or the superclass's answer.
    nonisolated open override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let service = unmodeledSelectorTarget(aSelector) { return service }
        return super.forwardingTarget(for: aSelector)
    }

    nonisolated func unmodeledSelectorTarget(_ aSelector: Selector) -> NSObject? {
        let name = NSStringFromSelector(aSelector)
        guard !DelegateCallback.applicationSelectors.contains(name), Thread.isMainThread else { return nil }
        // assumeIsolated returns only Sendable values, which a service object is not; the caller is on the main
        // thread (checked above), so the object never leaves it.
        nonisolated(unsafe) var target: NSObject?
        MainActor.assumeIsolated { target = unmodeledResponder(to: aSelector) }
        return target
    }

    private func unmodeledResponder(to aSelector: Selector) -> NSObject? {
        host.services.lazy.compactMap { $0 as? NSObject }.first { $0.responds(to: aSelector) }
    }
}
#endif
