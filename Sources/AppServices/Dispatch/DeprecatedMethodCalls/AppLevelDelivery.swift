import Foundation

#if canImport(UIKit)
import CloudKit
import UIKit
#else
import UIKitHeadless
#endif

/// Delivers app-level events that a scene-based app's scene callbacks carry to the services written for the
/// app delegate's methods (see ServiceHost+SceneBridge.swift).
///
/// A protocol requirement stands between the scene dispatch and those methods, which iOS 26 deprecates, so that
/// the scene dispatch, which is not deprecated, does not warn every app that builds the library.
@MainActor
protocol AppLevelDelivering {
    /// Delivers an app-level transition to its adopters, if any service adopts it.
    static func deliver(_ event: AppLevelLifecycle.Event, host: ServiceHost)
    /// Delivers what a connecting scene's options carry: URLs, user activities, the quick action, the share.
    static func connect(_ options: UIScene.ConnectionOptions, host: ServiceHost)
    /// Offers a URL to the `application(_:open:options:)` chain; whether a service opened it.
    static func open(_ context: UIOpenURLContext, host: ServiceHost) -> Bool
    /// Tells the `application(_:willContinueUserActivityWithType:)` adopters.
    static func willContinue(_ type: String, host: ServiceHost)
    /// Offers an activity to the `application(_:continue:restorationHandler:)` chain; whether a service owns it.
    static func `continue`(_ activity: NSUserActivity, host: ServiceHost) -> Bool
    /// Tells the `application(_:didFailToContinueUserActivityWithType:error:)` adopters.
    static func didFailToContinue(_ type: String, error: any Error, host: ServiceHost)
    /// Tells the `application(_:didUpdate:)` adopters.
    static func didUpdate(_ activity: NSUserActivity, host: ServiceHost)
    /// Tells the `application(_:userDidAcceptCloudKitShareWith:)` adopters.
    static func accept(_ metadata: CKShare.Metadata, host: ServiceHost)
    #if !os(tvOS)
    /// The `application(_:performActionFor:completionHandler:)` adopters, in order.
    static func shortcutTakers(host: ServiceHost) -> [any ApplicationService]
    /// Asks one of ``shortcutTakers(host:)`` to perform a quick action.
    static func perform(
        _ item: UIApplicationShortcutItem,
        by service: any ApplicationService,
        host: ServiceHost,
        completion: @escaping (Bool) -> Void
    )
    #endif
}

/// The app-level deliveries; each asks only when a service adopts the method, as UIKit asks an app delegate
/// only for the methods it implements.
enum AppLevelDelivery: AppLevelDelivering {
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func deliver(_ event: AppLevelLifecycle.Event, host: ServiceHost) {
        let application = UIApplication.shared
        switch event {
        case .willEnterForeground:
            if host.advertises(.willEnterForeground) { host.applicationWillEnterForeground(application) }
        case .didBecomeActive:
            if host.advertises(.didBecomeActive) { host.applicationDidBecomeActive(application) }
        case .willResignActive:
            if host.advertises(.willResignActive) { host.applicationWillResignActive(application) }
        case .didEnterBackground:
            if host.advertises(.didEnterBackground) { host.applicationDidEnterBackground(application) }
        }
    }

    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func connect(_ options: UIScene.ConnectionOptions, host: ServiceHost) {
        for context in options.urlContexts.sorted(by: { $0.url.absoluteString < $1.url.absoluteString }) {
            _ = open(context, host: host)
        }
        for activity in options.userActivities.sorted(by: { $0.activityType < $1.activityType }) {
            willContinue(activity.activityType, host: host)
            _ = `continue`(activity, host: host)
        }
        #if !os(tvOS)
        if let item = options.shortcutItem, host.advertises(.performShortcutAction) {
            host.application(UIApplication.shared, performActionFor: item) { _ in }
        }
        #endif
        if let metadata = options.cloudKitShareMetadata { accept(metadata, host: host) }
    }

    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func open(_ context: UIOpenURLContext, host: ServiceHost) -> Bool {
        guard host.advertises(.openURL) else { return false }
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
        if let source = context.options.sourceApplication { options[.sourceApplication] = source }
        if let annotation = context.options.annotation { options[.annotation] = annotation }
        return host.application(UIApplication.shared, open: context.url, options: options)
    }

    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func willContinue(_ type: String, host: ServiceHost) {
        guard host.advertises(.willContinueUserActivity) else { return }
        _ = host.application(UIApplication.shared, willContinueUserActivityWithType: type)
    }

    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func `continue`(_ activity: NSUserActivity, host: ServiceHost) -> Bool {
        guard host.advertises(.continueUserActivity) else { return false }
        // UIKit's restoration handler calls restoreUserActivityState(_:) on each object it is given.
        return host.application(UIApplication.shared, continue: activity) { objects in
            for object in objects ?? [] { object.restoreUserActivityState(activity) }
        }
    }

    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func didFailToContinue(_ type: String, error: any Error, host: ServiceHost) {
        guard host.advertises(.didFailToContinueUserActivity) else { return }
        host.application(UIApplication.shared, didFailToContinueUserActivityWithType: type, error: error)
    }

    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func didUpdate(_ activity: NSUserActivity, host: ServiceHost) {
        guard host.advertises(.didUpdateUserActivity) else { return }
        host.application(UIApplication.shared, didUpdate: activity)
    }

    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func accept(_ metadata: CKShare.Metadata, host: ServiceHost) {
        guard host.advertises(.userDidAcceptCloudKitShare) else { return }
        host.application(UIApplication.shared, userDidAcceptCloudKitShareWith: metadata)
    }

    #if !os(tvOS)
    @available(iOS, deprecated: 26.0)
    static func shortcutTakers(host: ServiceHost) -> [any ApplicationService] {
        host.participants(.performShortcutAction, (any ShortcutItemService).self)
    }

    @available(iOS, deprecated: 26.0)
    static func perform(
        _ item: UIApplicationShortcutItem,
        by service: any ApplicationService,
        host: ServiceHost,
        completion: @escaping (Bool) -> Void
    ) {
        (service as? any ShortcutItemService)?.application(
            UIApplication.shared, performActionFor: item, completionHandler: completion)
    }
    #endif
}
