import Foundation
import UIKitHeadless

/// A model of OneSignal v5's swizzling, written from its public source (OneSignal/OneSignal-iOS-SDK:
/// `UIApplicationDelegate+OneSignalNotifications.m`, `UNUserNotificationCenter+OneSignalNotifications.m`,
/// `OneSignalSelectorHelpers.m`, `SwizzlingForwarder.m`), not the SDK.
///
/// What it keeps of the source:
/// - **At `+load`** (``load()``, called while the app delegate is created, before the application stores it):
///   it swizzles the application's and the notification center's delegate setters.
/// - **In the application's delegate setter**, once per class, before the delegate is stored (so before UIKit
///   asks `responds(to:)`): for each APNs callback, the method a superclass walk of the delegate's class finds
///   gets OneSignal's implementation, exchanged in place; the original moves to a `oneSignal…` selector of the
///   delegate's class. For a subclass of an adapter the exchanged method is the adapter's own.
/// - **In the center's delegate setter**: the same exchange for the presentation and response callbacks.
/// - **Calls**: OneSignal first, then the original through the `oneSignal…` selector; without one, the
///   `SwizzlingForwarder` sends the message to the delegate's `forwardingTarget(for:)`
///   (``HeadlessMessageForwarding``; SwiftUI's delegate forwards to the adaptor's). With neither, it calls the
///   completion itself; after forwarding a presentation it calls the completion again (the source: "iOS only uses
///   the first call").
@MainActor
public final class OneSignalModel {
    /// What OneSignal received.
    public let sdk = SDKRecorder(
        name: "OneSignal",
        selectors: Set(SwizzledSelector.apns + [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse]))
    private var swizzledClasses: Set<ObjectIdentifier> = []

    /// Creates the model of one process's SDK.
    public init() {}

    /// `+[UIApplication(OneSignal) load]`: swizzles the delegate setters of `UIApplication.shared` and of
    /// `UNUserNotificationCenter.current()`.
    public func load() {
        UIApplication.shared.delegateSetterHooks.append { [self] delegate in
            inject(SwizzledSelector.apns, into: type(of: delegate))
        }
        UNUserNotificationCenter.current().observeDelegate { [self] _, new in
            guard let new else { return }
            let cls: AnyClass = type(of: new)
            MainActor.assumeIsolated {
                inject([SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse], into: cls)
            }
        }
    }

    private func inject(_ selectors: [String], into cls: AnyClass) {
        let key = ObjectIdentifier(cls)
        guard !swizzledClasses.contains(key) else { return }
        swizzledClasses.insert(key)
        let runtime = HeadlessRuntime.current
        for selector in selectors {
            let mine = HeadlessImplementation(name: "-[OneSignal \(selector)]") { [self] in forward($0) }
            if let found = runtime.method(selector, in: cls) {
                runtime.setImplementation(found.implementation, for: Self.renamed(selector), in: cls)
                runtime.setImplementation(mine, for: selector, in: found.owner)
            } else {
                runtime.addMethod(mine, for: selector, to: cls)
            }
        }
    }

    private static func renamed(_ selector: String) -> String { "oneSignal" + selector }

    private func forward(_ invocation: HeadlessInvocation) -> Any {
        sdk.receive(invocation.selector)
        switch invocation.selector {
        case SwizzledSelector.remoteNotification:
            if let result = callOriginal(invocation) { return result }
            (invocation.arguments as! SwizzledSelector.FetchArguments).1(.noData)
        case SwizzledSelector.willPresent:
            let completion = (invocation.arguments as! SwizzledSelector.PresentArguments).1
            _ = callOriginal(invocation)
            completion([.banner, .list, .sound, .badge])
        case SwizzledSelector.didReceiveResponse:
            if let result = callOriginal(invocation) { return result }
            (invocation.arguments as! SwizzledSelector.ResponseArguments).1()
        default:
            if let result = callOriginal(invocation) { return result }
        }
        return ()
    }

    /// `SwizzlingForwarder`: the original saved under the `oneSignal…` selector, else the forwarding target's
    /// method; `nil` when there is neither.
    private func callOriginal(_ invocation: HeadlessInvocation) -> Any? {
        let renamed = Self.renamed(invocation.selector)
        if let original = HeadlessRuntime.current.implementation(renamed, for: invocation.receiver) {
            return invocation.call(original)
        }
        return invocation.forwardedCall()
    }
}
