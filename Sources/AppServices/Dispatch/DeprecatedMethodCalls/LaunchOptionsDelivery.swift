import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Makes the cold-start deliveries of an app without scenes that a hold kept from UIKit (see
/// ServiceHost+LaunchIntent.swift): the URL, the user activity, the quick action and the CloudKit share of the
/// launch options, to the services written for the app delegate's methods, as UIKit would have after launch.
///
/// A protocol requirement stands between the hold and those methods, which iOS 26 deprecates, so that the hold,
/// which is not deprecated, does not warn every app that builds the library.
@MainActor
protocol LaunchOptionsDelivering {
    /// Delivers what `options` carry to the app-level services that take it.
    static func deliver(_ options: [UIApplication.LaunchOptionsKey: Any], host: ServiceHost)
}

/// The deliveries; each asks only when a service adopts the method, as UIKit asks an app delegate only for the
/// methods it implements.
enum LaunchOptionsDelivery: LaunchOptionsDelivering {
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func deliver(_ options: [UIApplication.LaunchOptionsKey: Any], host: ServiceHost) {
        let application = UIApplication.shared
        let appLevel = AppLevelDelivery.self as any AppLevelDelivering.Type
        if let url = options[.url] as? URL, host.advertises(.openURL) {
            var openOptions: [UIApplication.OpenURLOptionsKey: Any] = [:]
            if let source = options[.sourceApplication] as? String { openOptions[.sourceApplication] = source }
            _ = host.application(application, open: url, options: openOptions)
        }
        let activities = options[.userActivityDictionary] as? [AnyHashable: Any]
        if let activity = activities?["UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity {
            appLevel.willContinue(activity.activityType, host: host)
            _ = appLevel.continue(activity, host: host)
        }
        #if !os(tvOS)
        if let item = options[.shortcutItem] as? UIApplicationShortcutItem, host.advertises(.performShortcutAction) {
            host.application(application, performActionFor: item) { _ in }
        }
        if let metadata = options[.cloudKitShareMetadata] as? CKShare.Metadata { appLevel.accept(metadata, host: host) }
        #endif
    }
}
