import Foundation
import UIKitHeadless

/// A model of Airship's app-delegate auto-integration (`AutoIntegration.swift`, `AirshipSwizzler.swift`,
/// urbanairship/ios-library), written from its public source, not the SDK.
///
/// What it keeps of the source:
/// - **Which class**: for each APNs callback, the delegate's class when a superclass walk finds the method, else the
///   class of the object the delegate forwards the message to (``HeadlessMessageForwarding``), else its own class.
/// - **How**: a method that class only inherits gets Airship's implementation added to the class, the inherited one
///   kept as the original; a method the class has itself is replaced in place, the old one kept; a missing method
///   is added with no original. Originals are looked up by the receiver's class.
/// - **Calls**: Airship first, then the original, for the token and its failure; for a remote notification, both,
///   the system's completion called once both completed (new data wins, then failed, else no data).
///
/// ``takeOff()`` needs the application's delegate; the source defers to the did-finish-launching notification when
/// there is none yet, which the model leaves out.
@MainActor
public final class AirshipAppDelegateModel {
    /// What Airship received.
    public let sdk = SDKRecorder(name: "Airship", selectors: Set(SwizzledSelector.apns))
    private var originals: [String: HeadlessImplementation?] = [:]

    /// Creates the model of one process's SDK.
    public init() {}

    /// `Airship.takeOff`: swizzles the APNs callbacks of the application delegate's class.
    public func takeOff() {
        guard let delegate = UIApplication.shared.delegate else { return }
        for selector in SwizzledSelector.apns { swizzle(selector, of: delegate) }
    }

    private func swizzle(_ selector: String, of delegate: AnyObject) {
        let runtime = HeadlessRuntime.current
        let cls: AnyClass = Self.classForSelector(selector, target: delegate)
        let key = Self.key(cls, selector)
        guard originals[key] == nil else { return }
        let mine = HeadlessImplementation(name: "-[Airship \(selector)]") { [self] in forward($0) }
        let found = runtime.method(selector, in: cls)
        if let found, ObjectIdentifier(found.owner) != ObjectIdentifier(cls) {
            runtime.addMethod(mine, for: selector, to: cls)
        } else {
            runtime.setImplementation(mine, for: selector, in: cls)
        }
        originals[key] = .some(found?.implementation)
    }

    private static func classForSelector(_ selector: String, target: AnyObject) -> AnyClass {
        let cls: AnyClass = type(of: target)
        if HeadlessRuntime.current.method(selector, in: cls) != nil { return cls }
        if let forwarder = target as? any HeadlessMessageForwarding,
            let forwarded = forwarder.forwardingTarget(forSelector: selector)
        {
            return classForSelector(selector, target: forwarded)
        }
        return cls
    }

    private static func key(_ cls: AnyClass, _ selector: String) -> String { "\(ObjectIdentifier(cls)).\(selector)" }

    private func forward(_ invocation: HeadlessInvocation) -> Any {
        sdk.receive(invocation.selector)
        let original = originals[Self.key(type(of: invocation.receiver), invocation.selector)] ?? nil
        guard invocation.selector == SwizzledSelector.remoteNotification else {
            if let original { return invocation.call(original) }
            return ()
        }
        let (userInfo, systemCompletion) = invocation.arguments as! SwizzledSelector.FetchArguments
        var pending = original == nil ? 1 : 2
        var merged = UIBackgroundFetchResult.noData
        let complete: (UIBackgroundFetchResult) -> Void = { result in
            guard pending > 0 else { return }  // `ensureOnce`
            if merged == .newData || result == .newData {
                merged = .newData
            } else if result == .failed {
                merged = .failed
            }
            pending -= 1
            if pending == 0 { systemCompletion(merged) }
        }
        if let original { _ = invocation.call(original, with: (userInfo, complete)) }
        complete(sdk.fetchResult)
        return ()
    }
}
