public import Foundation

// UIKit's application notifications, with their Swift names from UIKit.apinotes and the Objective-C
// constant names as raw strings. UIApplication.h: "These notifications are sent out after the
// equivalent delegate message is called". Posted with the application as the object.
extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)`; the user info is the launch options.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active, with or without scenes.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted shortly before the app leaves the background for the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app receives a memory warning.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the app is about to terminate.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted on a significant change in time, such as midnight or a time-zone change.
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// Posted shortly before protected files become locked.
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted when protected files become available.
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted when the user changes the background-refresh setting.
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted when the user takes a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
}

// iOS 27.0 (UIApplication.h): posted when systemPrefersReducedResourceUsage changes, with the application as the
// object and an empty user info; the observer re-reads the property.
@available(iOS 27.0, tvOS 27.0, visionOS 27.0, *)
extension UIApplication {
    /// Posted when ``UIApplication/systemPrefersReducedResourceUsage`` changes (iOS 27.0).
    public static let systemPrefersReducedResourceUsageDidChangeNotification = Notification.Name(
        "UIApplicationSystemPrefersReducedResourceUsageDidChangeNotification")
}

// The status-bar notifications and their user-info keys: deprecated since iOS 13 with the rest of the app's
// status-bar API (UIApplication.h), and absent from tvOS.
@available(iOS, introduced: 2.0, deprecated: 13.0)
@available(tvOS, unavailable)
extension UIApplication {
    /// Posted when the status-bar orientation is about to change.
    public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the status-bar orientation changed.
    public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posted when the status-bar frame is about to change.
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status-bar frame changed.
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// The user-info key of the status-bar orientation notifications (an orientation number).
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// The user-info key of the status-bar frame notifications (a rectangle).
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}
