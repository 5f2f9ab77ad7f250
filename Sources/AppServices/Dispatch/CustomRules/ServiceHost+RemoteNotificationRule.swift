#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// Remote notifications. The fetch variant gives each service its own completion and answers the system once,
// at the latest at the deadline, with the best result. The deprecated variant is advertised only while no
// service takes part in the fetch variant, because UIKit does not call it once the fetch variant exists; its
// services are then told from the fetch variant, first.
extension ServiceHost {
    func dispatchRemoteNotification(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        appLevelLifecycle.backgroundWorkArrived()
        resolveLaunchIntentForBackgroundWork(application)
        dispatchLegacyRemoteNotification(application, didReceiveRemoteNotification: userInfo)
        aggregate(
            DelegateCallback.didReceiveRemoteNotificationWithFetch.selector,
            participants(.didReceiveRemoteNotificationWithFetch, (any RemoteNotificationService).self),
            deadline: deadlines.remoteNotification,
            merge: UIBackgroundFetchResult.best(of:),
            systemCompletion: completionHandler
        ) { service, completion in
            service.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completion)
        }
    }

    func dispatchLegacyRemoteNotification(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any]
    ) {
        broadcastDeprecated(.didReceiveRemoteNotification) {
            DelegateCallback.deprecatedCalls.didReceiveRemoteNotification(
                $0, application, didReceiveRemoteNotification: userInfo)
        }
    }
}

extension DelegateCallback {
    /// Whether the deprecated remote-notification callback is advertised: only while a service takes part in
    /// it and none in the fetch variant, since UIKit calls it only when the fetch variant is absent.
    static func advertisesLegacyRemoteNotification(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopters[.didReceiveRemoteNotification, default: 0] > 0
            && adopters[.didReceiveRemoteNotificationWithFetch, default: 0] == 0
    }
}

extension UIBackgroundFetchResult {
    /// The most useful of several outcomes: `newData` over `failed` over `noData`; `noData` for none.
    ///
    /// New data anywhere means the wake was productive; among the rest a failure is the more informative.
    static func best(of results: [UIBackgroundFetchResult]) -> UIBackgroundFetchResult {
        if results.contains(.newData) { return .newData }
        if results.contains(.failed) { return .failed }
        return .noData
    }
}
