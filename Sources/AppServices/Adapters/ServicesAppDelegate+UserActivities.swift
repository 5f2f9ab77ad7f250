// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#endif

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:willContinueUserActivityWithType:)``.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    {
        host.application(application, willContinueUserActivityWithType: userActivityType)
    }

    /// Forwards to ``ServiceHost/application(_:continue:restorationHandler:)``.
    public func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        host.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }

    /// Forwards to ``ServiceHost/application(_:didFailToContinueUserActivityWithType:error:)``.
    public func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
        host.application(application, didFailToContinueUserActivityWithType: userActivityType, error: error)
    }

    /// Forwards to ``ServiceHost/application(_:didUpdate:)``.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
        host.application(application, didUpdate: userActivity)
    }
}
