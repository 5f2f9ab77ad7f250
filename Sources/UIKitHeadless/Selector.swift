#if !canImport(ObjectiveC)
/// The name of an Objective-C method, as the Objective-C runtime provides it on Apple platforms.
///
/// Off Apple platforms there is no Objective-C runtime, so `UIKitHeadless` supplies this small value
/// type with the same spelling: `Selector("application:openURL:options:")` and
/// `NSSelectorFromString(_:)` work on both, which is all the library needs to ask
/// `responds(to:)` about a delegate method.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The selector's name, such as `application:didFinishLaunchingWithOptions:`.
    public let name: String

    /// Creates a selector from its name.
    ///
    /// - Parameter name: The Objective-C selector name.
    public init(_ name: String) {
        self.name = name
    }

    /// The selector's name.
    public var description: String { name }
}

/// Returns the selector with the given name, as Foundation's function of that name does.
///
/// - Parameter aSelectorName: The Objective-C selector name.
/// - Returns: The selector.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// Returns the name of a selector, as Foundation's function of that name does.
///
/// - Parameter aSelector: A selector.
/// - Returns: Its name.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// An object that says which methods it implements, standing in for `NSObject.responds(to:)` where
/// Foundation has no Objective-C runtime.
///
/// ``UIResponder`` adopts it; a delegate that is not a responder (a notification-center delegate, say)
/// adopts it to tell ``HeadlessSystem`` which callbacks it handles. For an object that does not adopt it, the
/// method tables (``HeadlessRuntime``) answer: it implements what its class declared.
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
