public import Foundation

/// The replica of `UIScene` (iOS 13.0): one instance of the app's user interface.
///
/// The scene holds its delegate strongly (`UIScene.h`: `@property (nullable, nonatomic, strong)`), unlike
/// the application.
@MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    open private(set) var session: UISceneSession
    /// The scene's delegate, held strongly.
    open var delegate: (any UISceneDelegate)?
    /// The scene's current state.
    open internal(set) var activationState: ActivationState = .unattached
    /// The scene's title, shown by the system; never `nil` when read.
    open var title: String! {
        get { storedTitle ?? "" }
        set { storedTitle = newValue }
    }
    /// The scene's subtitle.
    open var subtitle: String = ""
    /// The conditions under which the system activates this scene.
    open var activationConditions = UISceneActivationConditions()

    private var storedTitle: String?

    /// Creates a scene for a session.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connectionOptions: Why the scene connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Asks the system to open a URL in another app.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: How to open it.
    ///   - completion: Called with whether it opened.
    open func open(
        _ url: URL,
        options: UIScene.OpenExternalURLOptions?,
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        UIApplication.shared.open(url, options: [:], completionHandler: completion)
    }
}

extension UIScene {
    /// The states a scene moves through (`UISceneActivationState`, raw values as in `UISceneDefinitions.h`).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Options for opening a URL in another app from a scene.
    @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Open only universal links that an installed app handles.
        open var universalLinksOnly = false
        /// The event attribution of a tap on an ad.
        open var eventAttribution: UIEventAttribution?
    }

    /// Information about a URL the scene is asked to open (`UISceneOpenURLOptions`).
    @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked.
        open internal(set) var sourceApplication: String?
        /// The annotation the source app passed.
        open internal(set) var annotation: Any?
        /// Whether the document should be opened in place.
        open internal(set) var openInPlace = false
        /// The event attribution of a tap on an ad.
        open internal(set) var eventAttribution: UIEventAttribution?

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// Why a scene connects: the URLs, activities, quick action or notification that caused it
    /// (`UISceneConnectionOptions`; UIKit offers no public initializer).
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open.
        open internal(set) var urlContexts: Set<UIOpenURLContext> = []
        /// The bundle identifier of the app that asked.
        open internal(set) var sourceApplication: String?
        /// The type of the Handoff activity being continued.
        open internal(set) var handoffUserActivityType: String?
        /// The user activities to continue.
        open internal(set) var userActivities: Set<NSUserActivity> = []
        /// The notification the user responded to.
        @available(tvOS, unavailable)
        open internal(set) var notificationResponse: UNNotificationResponse?
        /// The quick action the user chose.
        @available(tvOS, unavailable)
        open internal(set) var shortcutItem: UIApplicationShortcutItem?
        /// The CloudKit share the user accepted.
        open internal(set) var cloudKitShareMetadata: CKShare.Metadata?
        /// The object the app gave the scene accessory this scene presents (iOS 27.0,
        /// `UISceneAccessory.externalNonInteractive(sceneConfiguration:userInfo:)`), or `nil`.
        @available(iOS 27.0, *)
        @available(macCatalyst, unavailable)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        open var sceneAccessoryUserInfo: Any? { storedSceneAccessoryUserInfo }

        var storedSceneAccessoryUserInfo: Any?

        override init() {
            super.init()
        }
    }
}

// UIScene's notifications (UIScene.h; Swift names from UIKit.apinotes). Posted after the matching
// scene-delegate call, with the scene as the object.
extension UIScene {
    /// Posted after `scene(_:willConnectTo:options:)`.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)`.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// The replica of `UIOpenURLContext`: a URL a scene is asked to open, with its options.
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    open private(set) var url: URL
    /// How it was asked to be opened.
    open private(set) var options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
