#if canImport(ObjectiveC)
public import Foundation

// Apple-only island: application-delegate methods this library does not model go to the first service that
// implements them (see ServiceHost+UnmodeledSelectors.swift).
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
        guard Thread.isMainThread else { return nil }
        let host = MainActor.assumeIsolated { self.host }
        return host.unmodeledSelectorTarget(aSelector, modeled: DelegateCallback.applicationSelectors)
    }
}
#endif
