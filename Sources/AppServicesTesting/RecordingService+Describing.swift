import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// How RecordingService describes the arguments that tell calls apart.
extension RecordingService {
    static func describe(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> String {
        guard let launchOptions else { return "nil" }
        return launchOptions.keys.map(\.rawValue).sorted().joined(separator: ", ")
    }

    static func describe(_ userInfo: [AnyHashable: Any]?) -> String {
        guard let userInfo else { return "nil" }
        return userInfo.keys.map { "\($0)" }.sorted().joined(separator: ", ")
    }

    static func describe(_ options: UIScene.ConnectionOptions) -> String {
        var parts = options.urlContexts.map(\.url.absoluteString).sorted()
        parts += options.userActivities.map { "activity \($0.activityType)" }.sorted()
        #if !os(tvOS)
        if let shortcut = options.shortcutItem { parts.append("shortcut \(shortcut.type)") }
        if let response = options.notificationResponse {
            parts.append("notification \(response.notification.request.identifier)")
        }
        #endif
        return parts.joined(separator: ", ")
    }
}
