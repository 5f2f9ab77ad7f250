import UIKitHeadless

/// A model of Firebase Messaging's notification-center proxy (`FIRMessagingRemoteNotificationsProxy.m`,
/// firebase/firebase-ios-sdk), written from its public source, not the SDK.
///
/// What it keeps of the source: at ``configure()`` it swizzles the center's current delegate, then observes the
/// center's `delegate` (key-value observing, old and new values, synchronously in the setter): it restores the old
/// delegate's methods and swizzles the new one. It swizzles only the callbacks the delegate answers `responds(to:)`
/// YES for at that moment, in place on the method a superclass walk of its class finds (or adds it to the class),
/// keeps the originals by selector name only, and never sets the center's delegate. Its implementation tells
/// Messaging (`appDidReceiveMessage`), then calls the original with the system's handler; it never calls the
/// handler itself. Where the source sets a forwarding implementation on a method it had added, the model leaves it.
@MainActor
public final class FirebaseMessagingNotificationProxyModel {
    /// What Messaging received.
    public let messaging = SDKRecorder(
        name: "FirebaseMessaging", selectors: [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
    /// The callbacks swizzled on the delegate the center has now.
    public private(set) var swizzledSelectors: Set<String> = []
    private var originals: [String: (implementation: HeadlessImplementation, owner: AnyClass)] = [:]

    /// Creates the model of one process's proxy.
    public init() {}

    /// Messaging's component at `FirebaseApp.configure()`: swizzles the center's delegate now and whenever it
    /// changes.
    public func configure() {
        let center = UNUserNotificationCenter.current()
        if let delegate = center.delegate { swizzle(delegate) }
        center.observeDelegate { [self] old, new in
            nonisolated(unsafe) let old = old
            nonisolated(unsafe) let new = new
            MainActor.assumeIsolated {
                if old != nil { unswizzle() }
                if let new { swizzle(new) }
            }
        }
    }

    private func swizzle(_ delegate: any UNUserNotificationCenterDelegate) {
        let runtime = HeadlessRuntime.current
        let cls: AnyClass = type(of: delegate)
        for selector in [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse]
        where HeadlessSystem.responds(delegate, to: selector) {
            let mine = HeadlessImplementation(name: "-[FIRMessaging \(selector)]") { [self] in forward($0) }
            if let found = runtime.method(selector, in: cls) {
                originals[selector] = found
                runtime.setImplementation(mine, for: selector, in: found.owner)
            } else {
                runtime.addMethod(mine, for: selector, to: cls)
            }
            swizzledSelectors.insert(selector)
        }
    }

    private func unswizzle() {
        let runtime = HeadlessRuntime.current
        for (selector, original) in originals {
            runtime.setImplementation(original.implementation, for: selector, in: original.owner)
        }
        originals = [:]
        swizzledSelectors = []
    }

    private func forward(_ invocation: HeadlessInvocation) -> Any {
        messaging.receive(invocation.selector)
        guard let original = originals[invocation.selector] else { return () }
        return invocation.call(original.implementation)
    }
}
