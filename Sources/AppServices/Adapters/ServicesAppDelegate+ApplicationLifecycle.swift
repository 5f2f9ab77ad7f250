#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/applicationDidBecomeActive(_:)``.
    public func applicationDidBecomeActive(_ application: UIApplication) {
        host.applicationDidBecomeActive(application)
    }

    /// Forwards to ``ServiceHost/applicationWillResignActive(_:)``.
    public func applicationWillResignActive(_ application: UIApplication) {
        host.applicationWillResignActive(application)
    }

    /// Forwards to ``ServiceHost/applicationDidEnterBackground(_:)``.
    public func applicationDidEnterBackground(_ application: UIApplication) {
        host.applicationDidEnterBackground(application)
    }

    /// Forwards to ``ServiceHost/applicationWillEnterForeground(_:)``.
    public func applicationWillEnterForeground(_ application: UIApplication) {
        host.applicationWillEnterForeground(application)
    }

    /// Forwards to ``ServiceHost/applicationWillTerminate(_:)``.
    public func applicationWillTerminate(_ application: UIApplication) {
        host.applicationWillTerminate(application)
    }

    /// Forwards to ``ServiceHost/applicationDidReceiveMemoryWarning(_:)``.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        host.applicationDidReceiveMemoryWarning(application)
    }

    /// Forwards to ``ServiceHost/applicationSignificantTimeChange(_:)``.
    public func applicationSignificantTimeChange(_ application: UIApplication) {
        host.applicationSignificantTimeChange(application)
    }

    /// Forwards to ``ServiceHost/applicationProtectedDataWillBecomeUnavailable(_:)``.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        host.applicationProtectedDataWillBecomeUnavailable(application)
    }

    /// Forwards to ``ServiceHost/applicationProtectedDataDidBecomeAvailable(_:)``.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        host.applicationProtectedDataDidBecomeAvailable(application)
    }
}
