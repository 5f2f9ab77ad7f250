import Foundation

#if canImport(UIKit)
import ObjectiveC
import UIKit
#else
import UIKitHeadless
#endif

// SwiftUI's `@UIApplicationDelegateAdaptor`: `UIApplication.shared.delegate` is SwiftUI's own object, which
// reaches the adaptor's `ServicesAppDelegate` by message forwarding (observed behaviour: SwiftUI is closed source).
// SDKs that proxy the app delegate find the original method by class lookup (GoogleUtilities:
// `class_getInstanceMethod`), which cannot see forwarding, so they never call the services. Expo's fix for its own
// forwarding delegate was to give the class real methods (expo/expo#17201); the library does the same, at run
// time, for the callbacks its services handle.
extension ServicesAppDelegate {
    /// The callbacks app-delegate proxies find by class lookup and call directly.
    static let classLookupSelectors: [String] = [
        DelegateCallback.didRegisterForRemoteNotifications.rawValue,
        DelegateCallback.didFailToRegisterForRemoteNotifications.rawValue,
        DelegateCallback.didReceiveRemoteNotificationWithFetch.rawValue,
        DelegateCallback.openURL.rawValue,
        DelegateCallback.continueUserActivity.rawValue,
    ]

    /// When the application's delegate is another object that forwards to this one (SwiftUI's), adds to that
    /// object's class a real method for each of ``classLookupSelectors`` that the services handle and the class
    /// lacks, which calls this delegate's method; so an SDK that proxies the application's delegate later (in a
    /// launch task, or in `willFinishLaunching` after `super`) finds them and calls the services.
    ///
    /// The class keeps any method it has of its own (adding fails then). Callbacks no service handles are left
    /// alone, so UIKit is still told only about callbacks someone handles.
    ///
    /// - Parameter application: The app.
    func bridgeForwardingApplicationDelegate(_ application: UIApplication) {
        guard let delegate = application.delegate, (delegate as AnyObject) !== self else { return }
        for selector in Self.classLookupSelectors where host.advertises(selector) {
            addForwardingMethod(selector, to: delegate)
        }
    }

    #if canImport(UIKit)
    private func addForwardingMethod(_ selector: String, to delegate: any UIApplicationDelegate) {
        let maker = ForwardingMethodMaker.self as any ForwardingMethodMaking.Type
        maker.addForwardingMethod(selector, to: delegate, from: self)
    }
    #else
    private func addForwardingMethod(_ selector: String, to delegate: any UIApplicationDelegate) {
        let answersWhetherHandled =
            selector == DelegateCallback.openURL.rawValue || selector == DelegateCallback.continueUserActivity.rawValue
        let forward = HeadlessImplementation(name: "-[\(type(of: delegate)) \(selector)] (AppServices)") {
            [weak self] invocation in
            self?.forwardedCall(invocation) ?? (answersWhetherHandled ? false : ())
        }
        HeadlessRuntime.current.addMethod(forward, for: selector, to: type(of: delegate))
    }

    /// Calls this delegate's method for a message sent to the forwarding delegate.
    private func forwardedCall(_ invocation: HeadlessInvocation) -> Any {
        let application = UIApplication.shared
        switch invocation.selector {
        case DelegateCallback.didRegisterForRemoteNotifications.rawValue:
            return self.application(
                application, didRegisterForRemoteNotificationsWithDeviceToken: invocation.arguments as! Data)
        case DelegateCallback.didFailToRegisterForRemoteNotifications.rawValue:
            return self.application(
                application, didFailToRegisterForRemoteNotificationsWithError: invocation.arguments as! any Error)
        case DelegateCallback.didReceiveRemoteNotificationWithFetch.rawValue:
            let (userInfo, completion) =
                invocation.arguments as! ([AnyHashable: Any], (UIBackgroundFetchResult) -> Void)
            return self.application(
                application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completion)
        case DelegateCallback.openURL.rawValue:
            let (url, options) = invocation.arguments as! (URL, [UIApplication.OpenURLOptionsKey: Any])
            return self.application(application, open: url, options: options)
        default:
            let (activity, restoration) =
                invocation.arguments as! (NSUserActivity, ([any UIUserActivityRestoring]?) -> Void)
            return self.application(application, continue: activity, restorationHandler: restoration)
        }
    }
    #endif
}

#if canImport(UIKit)
/// Adds to a forwarding delegate's class a method that calls the app delegate's.
///
/// A protocol requirement stands between the bridge and the app delegate's URL and user-activity methods, which
/// iOS 26 deprecates, so that the bridge, which is not deprecated, does not warn every app that builds the library.
@MainActor
protocol ForwardingMethodMaking {
    /// Adds to `delegate`'s class a method for `selector` that calls `appDelegate`'s.
    static func addForwardingMethod(
        _ selector: String, to delegate: any UIApplicationDelegate, from appDelegate: ServicesAppDelegate)
}

/// The Objective-C methods the bridge adds, one block per callback.
enum ForwardingMethodMaker: ForwardingMethodMaking {
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func addForwardingMethod(
        _ selector: String, to delegate: any UIApplicationDelegate, from appDelegate: ServicesAppDelegate
    ) {
        guard let cls = object_getClass(delegate) else { return }
        let (block, types): (Any, String)
        switch selector {
        case DelegateCallback.didRegisterForRemoteNotifications.rawValue:
            let forward: @convention(block) (AnyObject, UIApplication, Data) -> Void = {
                [weak appDelegate] _, app, token in
                MainActor.assumeIsolated {
                    appDelegate?.application(app, didRegisterForRemoteNotificationsWithDeviceToken: token)
                }
            }
            (block, types) = (forward, "v@:@@")
        case DelegateCallback.didFailToRegisterForRemoteNotifications.rawValue:
            let forward: @convention(block) (AnyObject, UIApplication, NSError) -> Void = {
                [weak appDelegate] _, app, error in
                MainActor.assumeIsolated {
                    appDelegate?.application(app, didFailToRegisterForRemoteNotificationsWithError: error)
                }
            }
            (block, types) = (forward, "v@:@@")
        case DelegateCallback.didReceiveRemoteNotificationWithFetch.rawValue:
            let forward:
                @convention(block) (
                    AnyObject, UIApplication, NSDictionary,
                    @escaping @convention(block) (UIBackgroundFetchResult) -> Void
                ) -> Void = { [weak appDelegate] _, app, userInfo, completion in
                    MainActor.assumeIsolated {
                        guard let appDelegate else { return completion(.noData) }
                        appDelegate.application(
                            app, didReceiveRemoteNotification: userInfo as? [AnyHashable: Any] ?? [:],
                            fetchCompletionHandler: completion)
                    }
                }
            (block, types) = (forward, "v@:@@@?")
        case DelegateCallback.openURL.rawValue:
            let forward: @convention(block) (AnyObject, UIApplication, URL, NSDictionary) -> Bool = {
                [weak appDelegate] _, app, url, options in
                MainActor.assumeIsolated {
                    let options = options as? [UIApplication.OpenURLOptionsKey: Any] ?? [:]
                    return appDelegate?.application(app, open: url, options: options) ?? false
                }
            }
            (block, types) = (forward, "B@:@@@")
        default:
            let forward:
                @convention(block) (
                    AnyObject, UIApplication, NSUserActivity,
                    @escaping @convention(block) ([any UIUserActivityRestoring]?) -> Void
                ) -> Bool = { [weak appDelegate] _, app, activity, restoration in
                    MainActor.assumeIsolated {
                        appDelegate?.application(app, continue: activity, restorationHandler: restoration) ?? false
                    }
                }
            (block, types) = (forward, "B@:@@@?")
        }
        class_addMethod(cls, NSSelectorFromString(selector), imp_implementationWithBlock(block), types)
    }
}
#endif
