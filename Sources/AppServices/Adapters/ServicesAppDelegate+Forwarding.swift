#if canImport(ObjectiveC)
public import Foundation

// Apple-only island, reviewed by reading (not compiled on Linux). UIKit may send a delegate a method
// that this library does not model (a callback added in a newer SDK). If a service object implements it,
// the Objective-C runtime forwards the message to that service: the first one, in dispatch order.
extension ServicesAppDelegate {
    /// The first service that implements `aSelector`, for delegate methods this library does not model.
    ///
    /// - Parameter aSelector: A selector the delegate itself does not implement.
    /// - Returns: The first service (an `NSObject`) that responds to it, or the superclass's answer.
    open override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let service = unmodeledSelectorTarget(aSelector) { return service }
        return super.forwardingTarget(for: aSelector)
    }

    func unmodeledSelectorTarget(_ aSelector: Selector) -> NSObject? {
        guard !DelegateCallback.applicationSelectors.contains(NSStringFromSelector(aSelector)) else { return nil }
        return host.services.lazy.compactMap { $0 as? NSObject }.first { $0.responds(to: aSelector) }
    }
}
#endif
