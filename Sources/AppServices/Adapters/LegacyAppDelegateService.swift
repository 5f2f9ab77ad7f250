#if canImport(UIKit)
public import Foundation
public import UIKit

// Apple-only island, reviewed by reading (UIKit's optional protocol requirements exist only with the
// Objective-C runtime, so this file is not compiled on Linux). Each method calls the wrapped delegate's
// method if it implements it, and otherwise answers what the host treats as "not taking part": `true` for
// launch, `false` for "handled?" questions, the neutral completion value at once.

/// Adopts an existing application delegate object as a service, so legacy code joins the host unchanged.
///
/// The wrapped delegate keeps its own code; the host calls it in its turn like any other service, and
/// advertises to UIKit only the callbacks the wrapped object implements.
///
/// ```swift
/// override var services: [any ApplicationService] {
///     [CrashReporting(), LegacyAppDelegateService(OldAppDelegate()), Analytics()]
/// }
/// ```
@MainActor
public final class LegacyAppDelegateService: SelectiveService, WillFinishLaunchingService, DidFinishLaunchingService,
    ActivationService, BackgroundTransitionService, TerminationService, MemoryWarningService,
    SignificantTimeChangeService, URLOpeningService, RemoteNotificationRegistrationService, RemoteNotificationService,
    UserActivityService, BackgroundURLSessionService
{
    /// The delegate whose callbacks this service forwards.
    public let wrapped: any UIApplicationDelegate

    /// Wraps an existing application delegate; the service keeps it alive.
    ///
    /// - Parameter delegate: The delegate to adopt.
    public init(_ delegate: any UIApplicationDelegate) {
        wrapped = delegate
    }

    /// Whether the wrapped delegate implements the callback.
    ///
    /// - Parameter selector: A delegate callback's selector.
    /// - Returns: The wrapped delegate's `responds(to:)`.
    public func handlesDelegateSelector(_ selector: String) -> Bool {
        wrapped.responds(to: NSSelectorFromString(selector))
    }

    /// Forwards `application(_:willFinishLaunchingWithOptions:)`; `true` if not implemented.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        wrapped.application?(application, willFinishLaunchingWithOptions: launchOptions) ?? true
    }

    /// Forwards `application(_:didFinishLaunchingWithOptions:)`; `true` if not implemented.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        wrapped.application?(application, didFinishLaunchingWithOptions: launchOptions) ?? true
    }

    /// Forwards `applicationDidBecomeActive(_:)`.
    public func applicationDidBecomeActive(_ application: UIApplication) {
        wrapped.applicationDidBecomeActive?(application)
    }

    /// Forwards `applicationWillResignActive(_:)`.
    public func applicationWillResignActive(_ application: UIApplication) {
        wrapped.applicationWillResignActive?(application)
    }

    /// Forwards `applicationDidEnterBackground(_:)`.
    public func applicationDidEnterBackground(_ application: UIApplication) {
        wrapped.applicationDidEnterBackground?(application)
    }

    /// Forwards `applicationWillEnterForeground(_:)`.
    public func applicationWillEnterForeground(_ application: UIApplication) {
        wrapped.applicationWillEnterForeground?(application)
    }

    /// Forwards `applicationWillTerminate(_:)`.
    public func applicationWillTerminate(_ application: UIApplication) {
        wrapped.applicationWillTerminate?(application)
    }

    /// Forwards `applicationDidReceiveMemoryWarning(_:)`.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        wrapped.applicationDidReceiveMemoryWarning?(application)
    }

    /// Forwards `applicationSignificantTimeChange(_:)`.
    public func applicationSignificantTimeChange(_ application: UIApplication) {
        wrapped.applicationSignificantTimeChange?(application)
    }

    /// Forwards `application(_:open:options:)`; `false` if not implemented.
    public func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool {
        wrapped.application?(app, open: url, options: options) ?? false
    }

    /// Forwards the device token.
    public func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        wrapped.application?(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    /// Forwards a registration failure.
    public func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        wrapped.application?(application, didFailToRegisterForRemoteNotificationsWithError: error)
    }

    /// Forwards a remote notification; answers `noData` at once if not implemented.
    public func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        let called: Void? = wrapped.application?(
            application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
        if called == nil { completionHandler(.noData) }
    }

    /// Forwards `application(_:willContinueUserActivityWithType:)`; `false` if not implemented.
    public func application(
        _ application: UIApplication,
        willContinueUserActivityWithType userActivityType: String
    ) -> Bool {
        wrapped.application?(application, willContinueUserActivityWithType: userActivityType) ?? false
    }

    /// Forwards `application(_:continue:restorationHandler:)`; `false` if not implemented.
    public func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        wrapped.application?(application, continue: userActivity, restorationHandler: restorationHandler) ?? false
    }

    /// Forwards `application(_:didFailToContinueUserActivityWithType:error:)`.
    public func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
        wrapped.application?(application, didFailToContinueUserActivityWithType: userActivityType, error: error)
    }

    /// Forwards background URL session events; completes at once if not implemented.
    public func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        let called: Void? = wrapped.application?(
            application, handleEventsForBackgroundURLSession: identifier, completionHandler: completionHandler)
        if called == nil { completionHandler() }
    }
}
#endif
