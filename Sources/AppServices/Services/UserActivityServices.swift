// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#endif

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that continues user activities in an app without scenes: Handoff, universal links,
/// Spotlight results.
///
/// An activity has one owner. The host asks services in order; the first that returns `true` from
/// `application(_:continue:restorationHandler:)` owns the activity and is the only one that receives the
/// system's `restorationHandler` (calling it stays optional, as in UIKit); later services are not asked,
/// and the answer is `false` when none returns `true`.
///
/// `application(_:willContinueUserActivityWithType:)` is a heads-up that every adopter receives; the
/// answer is `true` if any service shows its own progress UI. Failures are broadcast to every adopter.
/// Apps that use scenes receive activities through the scene delegate instead.
///
/// ```swift
/// final class UniversalLinkService: UserActivityService {
///     func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
///         -> Bool
///     { false }
///     func application(
///         _ application: UIApplication,
///         continue userActivity: NSUserActivity,
///         restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
///     ) -> Bool {
///         guard let url = userActivity.webpageURL else { return false }
///         return router.open(url)
///     }
///     func application(
///         _ application: UIApplication,
///         didFailToContinueUserActivityWithType userActivityType: String,
///         error: any Error
///     ) {}
/// }
/// ```
public protocol UserActivityService: ApplicationService {
    /// Tells the service that an activity of a type is about to be continued; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivityType: The activity's type.
    /// - Returns: `true` if the service tells the user about the continuation itself; `false` to let the
    ///   system do it.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Asks the service to continue an activity; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivity: The activity.
    ///   - restorationHandler: The system's handler; call it, at most once and optionally later, with the
    ///     objects that restore the activity's state.
    /// - Returns: `true` if the service continued the activity.
    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Tells the service that an activity could not be continued; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivityType: The activity's type.
    ///   - error: Why.
    func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    )
}

/// A service that is told when a user activity the app manages was updated, before it is sent to another
/// device.
///
/// Broadcast: every adopter is told, in order.
public protocol UserActivityUpdateService: ApplicationService {
    /// Tells the service that an activity was updated; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivity: The activity.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
}
