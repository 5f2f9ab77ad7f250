import Foundation
public import UIKitHeadless

/// The part of a swizzling SDK that receives the app's callbacks in a swizzler model, such as Firebase
/// Messaging registered as an app-delegate interceptor: it records each callback it receives and answers as its
/// source does.
@MainActor
public final class SDKRecorder {
    /// The SDK's name, such as `FirebaseMessaging`.
    public let name: String
    /// The selectors it implements.
    public let selectors: Set<String>
    /// The selectors of the callbacks it received, in order.
    public private(set) var received: [String] = []
    /// What it passes to a fetch completion: `.noData` for Firebase Messaging and Auth.
    public var fetchResult: UIBackgroundFetchResult = .noData
    /// What it answers to a URL or a user activity: `false` for a URL that is not its own.
    public var handlesURLs = false

    /// Creates a recorder.
    ///
    /// - Parameters:
    ///   - name: The SDK's name.
    ///   - selectors: The selectors it implements.
    public init(name: String, selectors: Set<String>) {
        self.name = name
        self.selectors = selectors
    }

    /// How many times it received `selector`.
    ///
    /// - Parameter selector: A selector.
    /// - Returns: The count.
    public func count(of selector: String) -> Int { received.filter { $0 == selector }.count }

    func receive(_ selector: String) { received.append(selector) }
}

/// The selectors the swizzler models take over.
public enum SwizzledSelector {
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    public static let didRegister = "application:didRegisterForRemoteNotificationsWithDeviceToken:"
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)`.
    public static let didFail = "application:didFailToRegisterForRemoteNotificationsWithError:"
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
    public static let remoteNotification = "application:didReceiveRemoteNotification:fetchCompletionHandler:"
    /// `application(_:open:options:)`.
    public static let openURL = "application:openURL:options:"
    /// `application(_:continue:restorationHandler:)`.
    public static let continueUserActivity = "application:continueUserActivity:restorationHandler:"
    /// `application(_:handleEventsForBackgroundURLSession:completionHandler:)`.
    public static let backgroundURLSession = "application:handleEventsForBackgroundURLSession:completionHandler:"
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    public static let willPresent = "userNotificationCenter:willPresentNotification:withCompletionHandler:"
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    public static let didReceiveResponse =
        "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"
    /// The three APNs callbacks.
    public static let apns: [String] = [didRegister, didFail, remoteNotification]

    typealias FetchArguments = ([AnyHashable: Any], (UIBackgroundFetchResult) -> Void)
    typealias PresentArguments = (UNNotification, @Sendable (UNNotificationPresentationOptions) -> Void)
    typealias ResponseArguments = (UNNotificationResponse, @Sendable () -> Void)
}
