import Foundation
import UIKitHeadless

/// A model of GoogleUtilities' app-delegate proxy (`GULAppDelegateSwizzler`), which Firebase Messaging, Auth and
/// App Distribution run inside `FirebaseApp.configure()`; a model written from the SDK's public source
/// (google/GoogleUtilities, `GULAppDelegateSwizzler.m`), not the SDK.
///
/// What it keeps of the source:
/// - **Timing and once-only rule**: ``configure()`` runs the proxy once per process; if
///   `UIApplication.shared.delegate` is `nil` then (the delegate is still being created), it gives up for good.
///   Firebase's classes are loaded (`FIRApp`, whose `defaultApp` is set by ``configure()``, `FIRMessaging`,
///   `FIRAuth`: ``HeadlessRuntime/registerClass(named:classMethods:)``).
/// - **Info.plist**: `FirebaseAppDelegateProxyEnabled` or `GoogleUtilitiesAppDelegateProxyEnabled` set to NO
///   (``HeadlessSystem/mainBundleInfoDictionary``) turns the proxy off.
/// - **Isa swizzle**: the delegate object gets a class of its own, named `GUL_<class>-<UUID>`
///   (``HeadlessRuntime/setClassName(_:of:)``), and the methods go to it (per-instance entries of
///   ``HeadlessRuntime``), for `continueUserActivity` and background URL sessions always, `openURL:options:` only
///   if the delegate answers `responds(to:)` YES, then the three APNs callbacks always; after each step it sets the
///   application's delegate to `nil` and back, so UIKit asks `responds(to:)` again.
/// - **Class lookup for the original**: the original implementation is what a superclass walk of the delegate's
///   class finds (``HeadlessRuntime/method(_:in:)``); it never asks `responds(to:)` and never sees message
///   forwarding, so a delegate that only forwards a callback (SwiftUI's) has no original, which is then skipped.
/// - **Calls**: every registered interceptor that implements the callback first, then the original, called
///   directly; `BOOL` answers OR-ed; the remote-notification completion merged once every party called it (all
///   failed: failed; any new data: new data; else no data). The source calls the system's completion on the next
///   main-queue turn; the model calls it at once. A party that calls it twice would crash the real proxy
///   (`dispatch_group_leave`); the model records it in ``completionFaults``.
@MainActor
public final class GoogleUtilitiesAppDelegateProxyModel {
    /// Firebase Messaging's interceptor: the three APNs callbacks.
    public let messaging = SDKRecorder(name: "FirebaseMessaging", selectors: Set(SwizzledSelector.apns))
    /// Firebase Auth's interceptor: the APNs callbacks and `openURL:options:`.
    public let auth = SDKRecorder(
        name: "FirebaseAuth", selectors: Set(SwizzledSelector.apns + [SwizzledSelector.openURL]))
    /// The delegate the proxy isa-swizzled, if it ran.
    public private(set) weak var proxiedDelegate: AnyObject?
    /// What the proxy logged, such as giving up because the application had no delegate yet.
    public private(set) var notices: [String] = []
    /// Parties that called the merged remote-notification completion more than once.
    public private(set) var completionFaults: [String] = []

    private let proxyEnabled: Bool
    private var baseProxyTried = false
    private var apnsProxyTried = false
    private var originalClass: AnyClass?
    private var originals: [String: HeadlessImplementation?] = [:]
    private var interceptors: [SDKRecorder] = []

    /// Creates the model of one process's proxy.
    ///
    /// - Parameter proxyEnabled: `false` turns the proxy off, as `FirebaseAppDelegateProxyEnabled` = NO in the
    ///   Info.plist does; the model reads that key in ``HeadlessSystem/Options/infoDictionary`` too.
    public init(proxyEnabled: Bool = true) {
        self.proxyEnabled = proxyEnabled
    }

    /// `FirebaseApp.configure()`: Messaging's and Auth's eager components ask for the proxy with the APNs
    /// methods and register as interceptors.
    public func configure() {
        let runtime = HeadlessRuntime.current
        let defaultApp = NSObject()
        runtime.registerClass(named: "FIRApp", classMethods: ["defaultApp": { defaultApp }])
        runtime.registerClass(named: "FIRMessaging")
        runtime.registerClass(named: "FIRAuth")
        proxyOriginalDelegateIncludingAPNSMethods()
        for interceptor in [messaging, auth] where !interceptors.contains(where: { $0 === interceptor }) {
            interceptors.append(interceptor)
        }
    }

    private func proxyOriginalDelegate() {
        guard !baseProxyTried else { return }
        baseProxyTried = true
        let application = UIApplication.shared
        guard let delegate = application.delegate else {
            notices.append("App Delegate does not conform to UIApplicationDelegate protocol.")
            return
        }
        guard proxyEnabled, Self.isProxyEnabled(by: HeadlessSystem.mainBundleInfoDictionary) else { return }
        originalClass = type(of: delegate)
        HeadlessRuntime.current.setClassName("GUL_\(type(of: delegate))-\(UUID().uuidString)", of: delegate)
        var selectors = [SwizzledSelector.continueUserActivity, SwizzledSelector.backgroundURLSession]
        // The only place the source asks the instance: adding openURL:options: would stop UIKit calling the
        // older URL method.
        if HeadlessSystem.responds(delegate, to: SwizzledSelector.openURL) {
            selectors.append(SwizzledSelector.openURL)
        }
        for selector in selectors { proxy(selector, of: delegate) }
        proxiedDelegate = delegate
        reassign(delegate, in: application)
    }

    /// `+isAppDelegateProxyEnabled`: either key present with the value NO turns the proxy off.
    ///
    /// - Parameter infoDictionary: The app's Info.plist.
    /// - Returns: Whether the proxy runs.
    public nonisolated static func isProxyEnabled(by infoDictionary: [String: Any]?) -> Bool {
        ["FirebaseAppDelegateProxyEnabled", "GoogleUtilitiesAppDelegateProxyEnabled"].allSatisfy {
            infoDictionary?[$0] as? Bool != false
        }
    }

    private func proxyOriginalDelegateIncludingAPNSMethods() {
        proxyOriginalDelegate()
        guard !apnsProxyTried else { return }
        apnsProxyTried = true
        guard let delegate = proxiedDelegate as? any UIApplicationDelegate else { return }
        for selector in SwizzledSelector.apns { proxy(selector, of: delegate) }
        reassign(delegate, in: UIApplication.shared)
    }

    private func proxy(_ selector: String, of delegate: AnyObject) {
        guard let originalClass else { return }
        let runtime = HeadlessRuntime.current
        originals[selector] = runtime.method(selector, in: originalClass)?.implementation
        let donor = HeadlessImplementation(name: "-[GUL_\(originalClass) \(selector)]") { [self] invocation in
            forward(invocation)
        }
        runtime.setInstanceMethod(donor, for: selector, of: delegate)
    }

    private func reassign(_ delegate: any UIApplicationDelegate, in application: UIApplication) {
        application.delegate = nil
        application.delegate = delegate
    }

    private func forward(_ invocation: HeadlessInvocation) -> Any {
        let selector = invocation.selector
        let original = originals[selector] ?? nil
        let called = interceptors.filter { $0.selectors.contains(selector) }
        for interceptor in called { interceptor.receive(selector) }
        switch selector {
        case SwizzledSelector.remoteNotification:
            let (userInfo, systemCompletion) = invocation.arguments as! SwizzledSelector.FetchArguments
            let merge = MergedFetchCompletion(parties: called.count + (original == nil ? 0 : 1)) { [self] in
                completionFaults.append($0)
            } completion: {
                systemCompletion($0)
            }
            for interceptor in called { merge.complete(interceptor.fetchResult, by: interceptor.name) }
            if let original {
                let local: (UIBackgroundFetchResult) -> Void = { merge.complete($0, by: "the original") }
                _ = invocation.call(original, with: (userInfo, local))
            }
            return ()
        case SwizzledSelector.openURL, SwizzledSelector.continueUserActivity:
            var handled = called.contains { $0.handlesURLs }
            if let original, invocation.call(original) as! Bool { handled = true }
            return handled
        default:
            if let original { return invocation.call(original) }
            return ()
        }
    }
}

/// GoogleUtilities' `dispatch_group` around the remote-notification completion: one entry per party, the
/// system's completion called once every party called the shared local one.
@MainActor
private final class MergedFetchCompletion {
    private var pending: Int
    private var results: [UIBackgroundFetchResult] = []
    private let fault: (String) -> Void
    private let completion: (UIBackgroundFetchResult) -> Void

    init(
        parties: Int, fault: @escaping (String) -> Void, completion: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        pending = parties
        self.fault = fault
        self.completion = completion
        if parties == 0 { completion(.noData) }
    }

    func complete(_ result: UIBackgroundFetchResult, by party: String) {
        guard pending > 0 else {
            fault(party)
            return
        }
        results.append(result)
        pending -= 1
        guard pending == 0 else { return }
        if results.allSatisfy({ $0 == .failed }) {
            completion(.failed)
        } else {
            completion(results.contains(.newData) ? .newData : .noData)
        }
    }
}
