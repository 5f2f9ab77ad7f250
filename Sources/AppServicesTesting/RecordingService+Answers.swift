// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#endif

#if canImport(UIKit)
public import Intents
public import UIKit
public import UserNotifications
#else
public import UIKitHeadless
#endif

extension RecordingService {
    /// The answers a ``RecordingService`` gives, one per kind of question; the defaults are neutral.
    ///
    /// The defaults are what an app without any service gets from UIKit, or the answer that claims
    /// nothing: launches succeed, URLs, activities and quick actions are not handled, fetches found no
    /// data, extension points are allowed, state is neither saved nor restored, notifications are not
    /// presented, and optional answers are `nil`.
    ///
    /// ```swift
    /// var answers = RecordingService.Answers()
    /// answers.fetchResult = .newData
    /// answers.supportedInterfaceOrientations = .portrait
    /// let recorder = RecordingService(answers: answers)
    /// ```
    public struct Answers {
        /// The answer to `application(_:willFinishLaunchingWithOptions:)`.
        public var willFinishLaunching = true
        /// The answer to `application(_:didFinishLaunchingWithOptions:)`.
        public var didFinishLaunching = true
        /// Whether the service opens a URL offered to it, through any of the URL-opening methods.
        public var opensURL = false
        /// Whether the service continues a user activity: the answer to both
        /// `application(_:willContinueUserActivityWithType:)` and `application(_:continue:restorationHandler:)`.
        public var continuesUserActivity = false
        /// The objects passed to the restoration handler when the service continues an activity.
        public var restorationObjects: [any UIUserActivityRestoring]?
        /// The result given to background-fetch and remote-notification completion handlers.
        public var fetchResult = UIBackgroundFetchResult.noData
        /// Whether the service performed a Home Screen quick action, for the app and window-scene variants.
        public var performsShortcut = false
        #if !os(tvOS)
        /// The answer to `application(_:supportedInterfaceOrientationsFor:)`; `.all`, no opinion, leaves it to
        /// the others.
        public var supportedInterfaceOrientations: UIInterfaceOrientationMask = .all
        /// The answer to `supportedInterfaceOrientations(for:)` of the window-scene delegate (iOS 27); `.all`, no
        /// opinion, leaves it to the others.
        public var sceneInterfaceOrientations: UIInterfaceOrientationMask = .all
        #endif
        /// The answer to `preferredWindowingControlStyle(for:)`, which ``windowingControlStyle`` reads and writes
        /// (`nil` is `.automatic`): a stored property cannot have the style's type, which only iOS and tvOS 26 have.
        var windowingControlStyleAnswer: AnyObject?
        /// The answer to `application(_:shouldAllowExtensionPointIdentifier:)`.
        public var allowsExtensionPoint = true
        /// The answer to `applicationShouldAutomaticallyLocalizeKeyCommands(_:)`.
        public var localizesKeyCommands = true
        /// Whether the app's state may be saved, for the secure and the deprecated variants.
        public var savesApplicationState = false
        /// Whether the app's saved state may be restored, for the secure and the deprecated variants.
        public var restoresApplicationState = false
        /// The answer to `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
        public var restorationViewController: UIViewController?
        /// The answer to `stateRestorationActivity(for:)`.
        public var stateRestorationActivity: NSUserActivity?
        /// The options given to the notification-presentation completion handler.
        public var presentationOptions: UNNotificationPresentationOptions = []
        /// The answer to `application(_:configurationForConnecting:options:)`; `nil` answers the session's own
        /// configuration, no opinion, which leaves it to the others.
        public var sceneConfiguration: UISceneConfiguration?
        /// The answer to `application(_:handlerFor:)`.
        public var intentHandler: Any?
        /// The response given to the completion handler of the deprecated `application(_:handle:completionHandler:)`.
        public var intentResponse = INIntentResponse()
        /// The reply to a WatchKit extension request.
        public var watchKitReply: [AnyHashable: Any]?

        /// Creates the neutral answers.
        public init() {}
    }
}
