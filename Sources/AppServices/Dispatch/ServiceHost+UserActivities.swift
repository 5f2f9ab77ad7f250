// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#endif

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// User activities in apps without scenes. The heads-up goes to every adopter and is `true` if any service
// shows its own UI. An activity has one owner: services are asked in order, the first `true` ends the
// chain, and only that service receives the system's restoration handler, so it is called at most as
// often as its owner calls it. Failures and updates are broadcast.
extension ServiceHost {
    /// Tells every ``UserActivityService`` that an activity is about to be continued.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivityType: The activity's type.
    /// - Returns: `true` if any service tells the user about the continuation itself; `false` otherwise,
    ///   also with no service.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    {
        let services = participants((any UserActivityService).self)
        let answers = services.map { $0.application(application, willContinueUserActivityWithType: userActivityType) }
        let merged = answers.contains(true)
        record(Self.willContinueActivity, services, merged: "\(merged)")
        return merged
    }

    /// Offers an activity to the ``UserActivityService`` services in order until one continues it.
    ///
    /// Only the service that returns `true` reaches `restorationHandler`: its calls are forwarded unchanged
    /// (a call made before it returned is forwarded as soon as it returns), calls from the services asked
    /// before it are dropped and reported, and the services after it are not asked.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivity: The activity.
    ///   - restorationHandler: The system's handler, passed to the owner only.
    /// - Returns: `true` if a service continued the activity; `false` if none did.
    public func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        var asked: [any UserActivityService] = []
        for service in participants((any UserActivityService).self) {
            asked.append(service)
            let gate = RestorationHandlerGate(
                restorationHandler, serviceName: Self.name(of: service), selector: Self.continueActivity, logger: logger
            )
            let handled = service.application(application, continue: userActivity, restorationHandler: gate.handler)
            gate.decide(owns: handled)
            if handled {
                record(Self.continueActivity, asked, merged: "true")
                return true
            }
        }
        record(Self.continueActivity, asked, merged: "false")
        return false
    }

    /// Tells every ``UserActivityService``, in order, that an activity could not be continued.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivityType: The activity's type.
    ///   - error: Why.
    public func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
        broadcast(Self.didFailToContinueActivity, to: (any UserActivityService).self) {
            $0.application(application, didFailToContinueUserActivityWithType: userActivityType, error: error)
        }
    }

    /// Tells every ``UserActivityUpdateService``, in order, that an activity was updated.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivity: The activity.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
        broadcast(Self.didUpdateActivity, to: (any UserActivityUpdateService).self) {
            $0.application(application, didUpdate: userActivity)
        }
    }

    fileprivate nonisolated static let willContinueActivity = "application:willContinueUserActivityWithType:"
    fileprivate nonisolated static let continueActivity = "application:continueUserActivity:restorationHandler:"
    fileprivate nonisolated static let didFailToContinueActivity =
        "application:didFailToContinueUserActivityWithType:error:"
    fileprivate nonisolated static let didUpdateActivity = "application:didUpdateUserActivity:"
}

extension DelegateSelectorTable {
    static let appUserActivityRows: [Row] = [
        row(ServiceHost.willContinueActivity, .application, (any UserActivityService).self),
        row(ServiceHost.continueActivity, .application, (any UserActivityService).self),
        row(ServiceHost.didFailToContinueActivity, .application, (any UserActivityService).self),
        row(ServiceHost.didUpdateActivity, .application, (any UserActivityUpdateService).self),
    ]
}
