import Foundation

#if canImport(UIKit)
import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

extension LaunchContext {
    /// The context of a launch whose first scene of the application role connected with these options.
    ///
    /// A scene-based app gets `nil` launch options; what launched it is here instead: the URL with its source
    /// application, the user activity (its type and web page URL, so a universal link is told from a state-restoration
    /// activity), the quick action, the notification response and the CloudKit share. When several URLs or activities
    /// arrive, the first in a stable order (by URL, by type) is the one read, as the host delivers them in that order.
    ///
    /// - Parameter connectionOptions: The options of `scene(_:willConnectTo:options:)`.
    @MainActor
    public init(_ connectionOptions: UIScene.ConnectionOptions) {
        self.init()
        if let context = connectionOptions.urlContexts.min(by: { $0.url.absoluteString < $1.url.absoluteString }) {
            url = context.url
            sourceApplication = context.options.sourceApplication ?? connectionOptions.sourceApplication
        }
        if let activity = connectionOptions.userActivities.min(by: { $0.activityType < $1.activityType }) {
            userActivityType = activity.activityType
            userActivityWebpageURL = activity.webpageURL
        } else {
            userActivityType = connectionOptions.handoffUserActivityType
        }
        #if !os(tvOS)
        shortcutItemType = connectionOptions.shortcutItem?.type
        if let response = connectionOptions.notificationResponse {
            let response = NotificationResponse(response)
            notificationResponse = response
            remoteNotification = response.payload
        }
        cloudKitShareContainerIdentifier = Self.containerIdentifier(of: connectionOptions.cloudKitShareMetadata)
        #endif
    }

    /// A notification payload's values as a manifest holds them, keyed by their keys' descriptions.
    static func payload(_ userInfo: [AnyHashable: Any]) -> [String: ConfigurationValue]? {
        var stringKeyed: [String: Any] = [:]
        for (key, value) in userInfo { stringKeyed[String(describing: key.base)] = value }
        guard case .dictionary(let values) = ConfigurationValueConverter.convert(stringKeyed).value else { return nil }
        return values
    }

    /// The container identifier of a CloudKit share's metadata, if `metadata` is one.
    static func containerIdentifier(of metadata: Any?) -> String? {
        #if os(tvOS)
        return nil
        #else
        return (metadata as? CKShare.Metadata)?.containerIdentifier
        #endif
    }
}
