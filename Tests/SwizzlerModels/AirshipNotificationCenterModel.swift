import Foundation
import UIKitHeadless

/// A model of Airship's notification-center auto-integration (`AutoIntegration.swift`, `AirshipSwizzler`,
/// urbanairship/ios-library), written from its public source, not the SDK.
///
/// What it keeps of the source: whenever the center's delegate is set, it swizzles the presentation and response
/// callbacks of the delegate's class, in place when the class has the method itself, added to the class when it
/// only inherits it or lacks it, whatever the delegate answers to `responds(to:)`; the original is looked up by
/// class. Its implementations tell Airship, call the original with a handler of their own, and call the system's
/// handler once: a presentation with the union of the original's options and Airship's (none here).
@MainActor
public final class AirshipNotificationCenterModel {
    /// What Airship received.
    public let sdk = SDKRecorder(
        name: "Airship", selectors: [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
    private var originals: [ObjectIdentifier: [String: HeadlessImplementation]] = [:]

    /// Creates the model of one process's SDK.
    public init() {}

    /// `Airship.takeOff`: swizzles the center's delegate setter, and the delegate it has now.
    public func takeOff() {
        let center = UNUserNotificationCenter.current()
        if let delegate = center.delegate { swizzle(type(of: delegate)) }
        center.observeDelegate { [self] _, new in
            guard let new else { return }
            let cls: AnyClass = type(of: new)
            MainActor.assumeIsolated { swizzle(cls) }
        }
    }

    private func swizzle(_ cls: AnyClass) {
        let key = ObjectIdentifier(cls)
        guard originals[key] == nil else { return }
        originals[key] = [:]
        let runtime = HeadlessRuntime.current
        for selector in [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse] {
            let mine = HeadlessImplementation(name: "-[Airship \(selector)]") { [self] in forward($0, in: key) }
            if let found = runtime.method(selector, in: cls) {
                originals[key]?[selector] = found.implementation
                if ObjectIdentifier(found.owner) == key {
                    runtime.setImplementation(mine, for: selector, in: cls)
                    continue
                }
            }
            runtime.addMethod(mine, for: selector, to: cls)
        }
    }

    private func forward(_ invocation: HeadlessInvocation, in key: ObjectIdentifier) -> Any {
        sdk.receive(invocation.selector)
        let original = originals[key]?[invocation.selector]
        if invocation.selector == SwizzledSelector.willPresent {
            let (notification, completion) = invocation.arguments as! SwizzledSelector.PresentArguments
            guard let original else {
                completion([])
                return ()
            }
            let once = CalledOnce()
            let merging: @Sendable (UNNotificationPresentationOptions) -> Void = { options in
                if once.first() { completion(options) }
            }
            return invocation.call(original, with: (notification, merging))
        }
        let (response, completion) = invocation.arguments as! SwizzledSelector.ResponseArguments
        guard let original else {
            completion()
            return ()
        }
        let once = CalledOnce()
        let wrapped: @Sendable () -> Void = { if once.first() { completion() } }
        return invocation.call(original, with: (response, wrapped))
    }
}

/// Airship's `ensureOnce`: only the first call passes.
private final class CalledOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var called = false

    func first() -> Bool {
        lock.withLock {
            defer { called = true }
            return !called
        }
    }
}
