#if canImport(ObjectiveC)
public import Foundation

// Apple-only island, type-checked against the iOS, tvOS and macOS SDKs (not compiled on Linux). UIKit may send a
// delegate a method that this library does not model (a callback added in a newer SDK). If a service object
// implements it, the adapters have the Objective-C runtime forward the message to that service: the first one,
// in dispatch order. UIKit sends delegate messages on the main thread, where the services live; asked from
// another thread, an adapter answers that it does not implement an unmodeled method.
extension ServiceHost {
    /// The first service object that implements `aSelector`, when the library does not model it.
    ///
    /// - Parameters:
    ///   - aSelector: A selector the adapter itself does not implement.
    ///   - modeled: The selectors the adapter's callbacks cover, which are never forwarded.
    /// - Returns: The service, or `nil` for a modeled selector, off the main thread, or when no service has it.
    nonisolated func unmodeledSelectorTarget(_ aSelector: Selector, modeled: Set<String>) -> NSObject? {
        guard Thread.isMainThread, !modeled.contains(NSStringFromSelector(aSelector)) else { return nil }
        // assumeIsolated returns only Sendable values, which a service object is not; the caller is on the main
        // thread (checked above), so the object never leaves it.
        nonisolated(unsafe) var target: NSObject?
        MainActor.assumeIsolated {
            target = services.lazy.compactMap { $0 as? NSObject }.first { $0.responds(to: aSelector) }
        }
        return target
    }
}

extension ServicesAppDelegate {
    /// The first service that implements `aSelector`, for delegate methods this library does not model.
    ///
    /// - Parameter aSelector: A selector the delegate itself does not implement.
    /// - Returns: The first service (an `NSObject`) that responds to it, or the superclass's answer.
    nonisolated open override func forwardingTarget(for aSelector: Selector!) -> Any? {
        unmodeledSelectorTarget(aSelector) ?? super.forwardingTarget(for: aSelector)
    }
}

extension ServicesSceneDelegate {
    /// The first service that implements `aSelector`, for scene-delegate methods this library does not model.
    ///
    /// - Parameter aSelector: A selector the delegate itself does not implement.
    /// - Returns: The first service (an `NSObject`) that responds to it, or the superclass's answer.
    nonisolated open override func forwardingTarget(for aSelector: Selector!) -> Any? {
        unmodeledSelectorTarget(aSelector) ?? super.forwardingTarget(for: aSelector)
    }
}
#endif
