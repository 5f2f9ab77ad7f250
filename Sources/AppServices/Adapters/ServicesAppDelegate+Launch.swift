#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:willFinishLaunchingWithOptions:)``.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        installNotificationCenterDelegate()
        return host.application(application, willFinishLaunchingWithOptions: launchOptions)
    }

    /// Forwards to ``ServiceHost/application(_:didFinishLaunchingWithOptions:)``.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        host.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    /// Forwards to ``ServiceHost/applicationDidFinishLaunching(_:)``.
    public func applicationDidFinishLaunching(_ application: UIApplication) {
        host.applicationDidFinishLaunching(application)
    }
}
