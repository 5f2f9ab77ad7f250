#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:configurationForConnecting:options:)``.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        host.application(application, configurationForConnecting: connectingSceneSession, options: options)
    }

    /// Forwards to ``ServiceHost/application(_:didDiscardSceneSessions:)``.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        host.application(application, didDiscardSceneSessions: sceneSessions)
    }
}
