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
        url = options[.url] as? URL
        sourceApplication = options[.sourceApplication] as? String
        #if !os(tvOS)
        if let payload = options[.remoteNotification] as? [AnyHashable: Any] {
            var stringKeyed: [String: Any] = [:]
            for (key, value) in payload { stringKeyed[String(describing: key.base)] = value }
            if case .dictionary(let values) = ConfigurationValueConverter.convert(stringKeyed).value {
                remoteNotification = values
            }
        }
        shortcutItemType = (options[.shortcutItem] as? UIApplicationShortcutItem)?.type
        #endif
        let activity = options[.userActivityDictionary] as? [AnyHashable: Any]
        userActivityType = activity?[UIApplication.LaunchOptionsKey.userActivityType.rawValue] as? String
        keys = options.keys.map(\.rawValue).sorted()
    }

    /// The context of the launch whose work is running, or `nil` outside launch work.
    @TaskLocal public static var current: LaunchContext?
}
