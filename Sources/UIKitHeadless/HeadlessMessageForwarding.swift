/// An object that passes the messages it has no method for to another object, as an object that implements
/// `forwardingTarget(for:)` does on Apple platforms.
///
/// The replica has no message forwarding. Such an object's class declares no method for the forwarded messages in
/// the method tables, so a class lookup finds none, as on a device; its Swift methods for them call the target
/// themselves, standing for the forwarding. A swizzler model whose SDK follows forwarding (OneSignal's
/// `SwizzlingForwarder`) asks this protocol, then runs the Swift method.
@MainActor
public protocol HeadlessMessageForwarding: AnyObject {
    /// The object a message `selector` is forwarded to, or `nil` when the object does not forward it.
    ///
    /// - Parameter selector: The message's selector.
    /// - Returns: The target.
    func forwardingTarget(forSelector selector: String) -> AnyObject?
}
