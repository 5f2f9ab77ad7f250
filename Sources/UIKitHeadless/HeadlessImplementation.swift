/// The replica of an Objective-C method implementation (an `IMP`): two implementations are the same only when
/// they are the same object, as two `IMP`s are the same only when they are the same function.
///
/// A class's own method, declared with ``HeadlessRuntime/declare(_:selectors:)``, is a *native* implementation:
/// calling it runs the receiver's Swift method. A swizzler model makes its own with a body that runs instead.
public final class HeadlessImplementation: Sendable {
    /// A name for messages, such as `-[ServicesAppDelegate application:openURL:options:]`.
    public let name: String
    /// The selector whose Swift method a native implementation runs; `nil` for a model's implementation.
    let nativeSelector: String?
    let body: (@MainActor @Sendable (HeadlessInvocation) -> Any)?

    /// Creates a swizzler's implementation.
    ///
    /// - Parameters:
    ///   - name: A name for messages.
    ///   - body: What a call does; it returns what the method returns (`()` for none).
    public init(name: String, body: @escaping @MainActor @Sendable (HeadlessInvocation) -> Any) {
        self.name = name
        self.nativeSelector = nil
        self.body = body
    }

    init(native selector: String, of className: String) {
        name = "-[\(className) \(selector)]"
        nativeSelector = selector
        body = nil
    }
}

/// One message being sent, as a swizzled implementation sees it: its receiver, its selector and its
/// arguments after the first (the application or the notification center), as a tuple.
@MainActor
public struct HeadlessInvocation {
    /// The object the message is sent to.
    public let receiver: AnyObject
    /// The message's selector.
    public let selector: String
    /// The arguments after the first, as the tuple the delivery declares, such as `(Data)` for a device token.
    public let arguments: Any
    let native: @MainActor (Any) -> Any

    /// Calls `implementation` as a C function, as a swizzler calls an `IMP` it saved: without asking
    /// `responds(to:)` and without message forwarding.
    ///
    /// - Parameters:
    ///   - implementation: The implementation; a native one runs the receiver's Swift method for this
    ///     message's selector.
    ///   - arguments: The arguments to pass, by default this message's.
    /// - Returns: What the implementation returns.
    public func call(_ implementation: HeadlessImplementation, with arguments: Any? = nil) -> Any {
        let arguments = arguments ?? self.arguments
        guard let body = implementation.body else {
            precondition(
                implementation.nativeSelector == selector,
                "\(implementation.name) called for \(selector): a native implementation runs its own method only")
            return native(arguments)
        }
        return body(HeadlessInvocation(receiver: receiver, selector: selector, arguments: arguments, native: native))
    }

    /// Sends the message to the object the receiver forwards it to (see ``HeadlessMessageForwarding``), as a
    /// swizzler that follows `forwardingTarget(for:)` does; `nil` when the receiver does not forward it.
    ///
    /// - Returns: What the target's method returns, or `nil`.
    public func forwardedCall() -> Any? {
        guard let forwarder = receiver as? any HeadlessMessageForwarding,
            forwarder.forwardingTarget(forSelector: selector) != nil
        else { return nil }
        return native(arguments)
    }
}
