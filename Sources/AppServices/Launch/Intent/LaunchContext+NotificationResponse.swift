import Foundation

#if canImport(UIKit)
public import UserNotifications
#else
public import UIKitHeadless
#endif

extension LaunchContext {
    /// The notification response that launched the app: which notification, which action, and its payload.
    public struct NotificationResponse: Sendable, Hashable {
        /// The identifier of the notification's request.
        public var requestIdentifier: String
        /// The action the user chose: `UNNotificationDefaultActionIdentifier` for a tap on the notification.
        public var actionIdentifier: String
        /// The notification's payload (`userInfo`), its values as a manifest holds them.
        public var payload: [String: ConfigurationValue]

        /// Creates a response from its parts.
        ///
        /// - Parameters:
        ///   - requestIdentifier: The identifier of the notification's request.
        ///   - actionIdentifier: The action the user chose.
        ///   - payload: The notification's payload.
        public init(requestIdentifier: String, actionIdentifier: String, payload: [String: ConfigurationValue]) {
            self.requestIdentifier = requestIdentifier
            self.actionIdentifier = actionIdentifier
            self.payload = payload
        }

        /// The parts of a response UIKit delivered.
        ///
        /// - Parameter response: The user's response.
        @MainActor
        @available(tvOS, unavailable)
        public init(_ response: UNNotificationResponse) {
            let request = response.notification.request
            self.init(
                requestIdentifier: request.identifier, actionIdentifier: response.actionIdentifier,
                payload: LaunchContext.payload(request.content.userInfo) ?? [:])
        }
    }
}
