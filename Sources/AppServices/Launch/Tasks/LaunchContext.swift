public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// What launched the app, as launch work and launch events see it: the URL, the push payload, the quick
/// action or the user activity of the launch options, in a form any thread may read.
///
/// Launch tasks read it through ``current``, which the app delegate sets for every task it runs:
///
/// ```swift
/// LaunchTask("links.prefetch", phase: .didFinishLaunching) {
///     if let url = LaunchContext.current?.url { await Prefetcher.warm(for: url) }
/// }
/// ```
///
/// The ``ApplicationLifecycleEvent`` of `didFinishLaunching` carries it too, as ``ApplicationLifecycleEvent/launch``.
public struct LaunchContext: Sendable, Hashable {
    /// The URL the app was launched to open.
    public var url: URL?
    /// The bundle identifier of the app that asked to open ``url``.
    public var sourceApplication: String?
    /// The payload of the remote notification that launched the app, its values as a manifest holds them.
    public var remoteNotification: [String: ConfigurationValue]?
    /// The `type` of the Home Screen quick action that launched the app.
    public var shortcutItemType: String?
    /// The type of the user activity the app was launched to continue.
    public var userActivityType: String?
    /// The raw keys of every launch option, sorted, including those not read above.
    public var keys: [String]

    /// The context of a launch with these options (`nil` or empty for a plain launch).
    ///
    /// - Parameter launchOptions: The options UIKit passed to the launch callbacks.
    @MainActor
    public init(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        let options = launchOptions ?? [:]
        url = options[Key.url] as? URL
        sourceApplication = options[Key.sourceApplication] as? String
        #if !os(tvOS)
        if let payload = options[Key.remoteNotification] as? [AnyHashable: Any] {
            var stringKeyed: [String: Any] = [:]
            for (key, value) in payload { stringKeyed[String(describing: key.base)] = value }
            if case .dictionary(let values) = ConfigurationValueConverter.convert(stringKeyed).value {
                remoteNotification = values
            }
        }
        shortcutItemType = (options[Key.shortcutItem] as? UIApplicationShortcutItem)?.type
        #endif
        let activity = options[Key.userActivityDictionary] as? [AnyHashable: Any]
        userActivityType = activity?[Key.userActivityType.rawValue] as? String
        keys = options.keys.map(\.rawValue).sorted()
    }

    /// The launch-option keys read above, by their raw values: iOS 26 deprecates the named constants (an app
    /// with scenes finds these in its connection options), while an app without scenes still receives them.
    private enum Key {
        static let url = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        static let sourceApplication = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        static let remoteNotification = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        static let userActivityDictionary = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        static let userActivityType = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// The context of the launch whose work is running, or `nil` outside launch work.
    @TaskLocal public static var current: LaunchContext?
}
