import AppServices
import UIKit

/// Forwards silent pushes to the old handler, when it implements them.
final class LegacyPushBridge: SelectiveService,
    RemoteNotificationService
{
    let wrapped: OldPushHandler

    init(wrapping wrapped: OldPushHandler) {
        self.wrapped = wrapped
    }

    func handles(_ callback: DelegateCallback) -> Bool { wrapped.wantsSilentPushes }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        wrapped.handle(userInfo, completion: completionHandler)
    }
}

final class OldPushHandler {
    var wantsSilentPushes: Bool { false }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        completion(.noData)
    }
}
