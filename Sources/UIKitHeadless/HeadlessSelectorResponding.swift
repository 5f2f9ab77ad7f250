#if !canImport(ObjectiveC)
/// An object that says which methods it implements, standing in for `NSObject.responds(to:)` where
/// Foundation has no Objective-C runtime.
///
/// ``UIResponder`` adopts it; a delegate that is not a responder (a notification-center delegate, say)
/// adopts it to tell ``HeadlessSystem`` which callbacks it handles. An object that does not adopt it is
/// treated as implementing every method.
@MainActor
public protocol HeadlessSelectorResponding: AnyObject {
    /// Whether the object implements the method named by `aSelector`.
    ///
    /// - Parameter aSelector: The Objective-C selector.
    /// - Returns: Whether the method exists.
    nonisolated func responds(to aSelector: Selector!) -> Bool
}

extension UIResponder: HeadlessSelectorResponding {}
#endif
