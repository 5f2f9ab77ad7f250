import Foundation
import Logging

#if canImport(UIKit)
import ObjectiveC
import UIKit
#else
import UIKitHeadless
#endif

/// Tells whether Firebase's app-delegate proxy (GoogleUtilities') gave up because Firebase was configured while
/// the app delegate was being created, from what the Objective-C runtime shows, without depending on Firebase.
///
/// `FirebaseApp.configure()` runs the proxy once per process; if `UIApplication.shared.delegate` is still `nil`
/// then (a service's `init`, the `services` or `registrationPlan` getters, SwiftUI's `App.init`), it gives up for
/// good, and Messaging never receives the APNs token. Once the app finished launching, that shows as: Firebase's
/// default app exists, Messaging or Auth (the SDKs that ask for the proxy) is loaded, the Info.plist does not turn
/// the proxy off, and the application's delegate is not of the `GUL_` subclass the proxy gives it. Firebase
/// configured later than the check (after launch) shows no default app yet, so no false alarm comes from it.
struct FirebaseProxyCheck: Equatable {
    /// Whether `FirebaseApp.configure()` ran: `FIRApp`'s `defaultApp` exists.
    var configured: Bool
    /// Whether an SDK that asks for the proxy is loaded: `FIRMessaging` or `FIRAuth`.
    var proxyingSDKLoaded: Bool
    /// Whether the Info.plist turns the proxy off.
    var disabledInInfoPlist: Bool
    /// Whether the application's delegate is isa-swizzled by the proxy: its class is named `GUL_…`.
    var delegateProxied: Bool

    /// The error to log, or `nil` when the proxy ran, was turned off, or Firebase is not configured.
    var problem: String? {
        guard configured, proxyingSDKLoaded, !disabledInInfoPlist, !delegateProxied else { return nil }
        return "Firebase was configured while the app delegate was being created (in a service's init, the "
            + "services or registrationPlan getter, or App.init), before UIKit set UIApplication.shared.delegate: "
            + "its app-delegate proxy found no delegate and gave up for the process, so Firebase Messaging never "
            + "receives the APNs token and phone sign-in gets no silent push. Call FirebaseApp.configure() in a "
            + "launch task of the willFinishLaunching phase, or set FirebaseAppDelegateProxyEnabled to NO in the "
            + "Info.plist and give Firebase the token from a service"
    }

    /// Whether the Info.plist turns the proxy off, as GoogleUtilities reads it: either key present with NO.
    ///
    /// - Parameter infoDictionary: The app's Info.plist.
    /// - Returns: Whether the proxy is off.
    static func isDisabled(byInfoDictionary infoDictionary: [String: Any]?) -> Bool {
        ["FirebaseAppDelegateProxyEnabled", "GoogleUtilitiesAppDelegateProxyEnabled"].contains {
            infoDictionary?[$0] as? Bool == false
        }
    }

    /// Logs the problem, if any, as an error.
    ///
    /// - Parameters:
    ///   - application: The application, whose delegate the proxy isa-swizzles.
    ///   - logger: Where to log.
    @MainActor
    static func run(for application: UIApplication, logger: Logger) {
        guard let problem = current(for: application).problem else { return }
        logger.error("\(problem)")
    }

    #if canImport(UIKit)
    @MainActor
    static func current(for application: UIApplication) -> FirebaseProxyCheck {
        FirebaseProxyCheck(
            configured: classMethodAnswers("defaultApp", ofClassNamed: "FIRApp"),
            proxyingSDKLoaded: NSClassFromString("FIRMessaging") != nil || NSClassFromString("FIRAuth") != nil,
            disabledInInfoPlist: isDisabled(byInfoDictionary: Bundle.main.infoDictionary),
            delegateProxied: application.delegate.map(isProxied) == true)
    }

    /// Whether the object's class, or a superclass (another SDK, or KVO, may isa-swizzle it again), is the
    /// proxy's `GUL_` subclass.
    private static func isProxied(_ object: AnyObject) -> Bool {
        var cls: AnyClass? = object_getClass(object)
        while let current = cls {
            if NSStringFromClass(current).hasPrefix("GUL_") { return true }
            cls = class_getSuperclass(current)
        }
        return false
    }

    /// Whether `[NSClassFromString(name) selector]` returns an object.
    private static func classMethodAnswers(_ selector: String, ofClassNamed name: String) -> Bool {
        guard let cls = NSClassFromString(name) as AnyObject? as? any NSObjectProtocol else { return false }
        let method = NSSelectorFromString(selector)
        guard cls.responds(to: method) else { return false }
        return cls.perform(method)?.takeUnretainedValue() != nil
    }
    #else
    @MainActor
    static func current(for application: UIApplication) -> FirebaseProxyCheck {
        let runtime = HeadlessRuntime.current
        return FirebaseProxyCheck(
            configured: runtime.performClassMethod("defaultApp", ofClassNamed: "FIRApp") != nil,
            proxyingSDKLoaded: runtime.hasClass(named: "FIRMessaging") || runtime.hasClass(named: "FIRAuth"),
            disabledInInfoPlist: isDisabled(byInfoDictionary: HeadlessSystem.mainBundleInfoDictionary),
            delegateProxied: application.delegate.map { runtime.className(of: $0).hasPrefix("GUL_") } == true)
    }
    #endif
}
