#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// App-level state callbacks: every adopting service is told. Teardown callbacks (resigning active, entering
// the background, terminating, losing protected data) run in reverse dispatch order, so a service set up
// after another is torn down before it; their set-up counterparts and the rest run in dispatch order.
extension ServiceHost {
    /// Tells every ``ActivationService`` that the app became active, in dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationDidBecomeActive(_ application: UIApplication) {
        let services = participants((any ActivationService).self)
        for service in services { service.applicationDidBecomeActive(application) }
        record(Self.didBecomeActive, services)
    }

    /// Tells every ``ActivationService`` that the app is about to resign active, in reverse dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationWillResignActive(_ application: UIApplication) {
        let services = participants((any ActivationService).self, reversed: true)
        for service in services { service.applicationWillResignActive(application) }
        record(Self.willResignActive, services)
    }

    /// Tells every ``BackgroundTransitionService`` that the app entered the background, in reverse dispatch
    /// order.
    ///
    /// - Parameter application: The app.
    public func applicationDidEnterBackground(_ application: UIApplication) {
        let services = participants((any BackgroundTransitionService).self, reversed: true)
        for service in services { service.applicationDidEnterBackground(application) }
        record(Self.didEnterBackground, services)
    }

    /// Tells every ``BackgroundTransitionService`` that the app is about to enter the foreground, in dispatch
    /// order.
    ///
    /// - Parameter application: The app.
    public func applicationWillEnterForeground(_ application: UIApplication) {
        let services = participants((any BackgroundTransitionService).self)
        for service in services { service.applicationWillEnterForeground(application) }
        record(Self.willEnterForeground, services)
    }

    /// Tells every ``TerminationService`` that the app is about to terminate, in reverse dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationWillTerminate(_ application: UIApplication) {
        let services = participants((any TerminationService).self, reversed: true)
        for service in services { service.applicationWillTerminate(application) }
        record(Self.willTerminate, services)
    }

    /// Tells every ``MemoryWarningService`` that the app received a memory warning, in dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        let services = participants((any MemoryWarningService).self)
        for service in services { service.applicationDidReceiveMemoryWarning(application) }
        record(Self.didReceiveMemoryWarning, services)
    }

    /// Tells every ``SignificantTimeChangeService`` that the time changed significantly, in dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationSignificantTimeChange(_ application: UIApplication) {
        let services = participants((any SignificantTimeChangeService).self)
        for service in services { service.applicationSignificantTimeChange(application) }
        record(Self.significantTimeChange, services)
    }

    /// Tells every ``ProtectedDataService`` that protected files are about to become unavailable, in reverse
    /// dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        let services = participants((any ProtectedDataService).self, reversed: true)
        for service in services { service.applicationProtectedDataWillBecomeUnavailable(application) }
        record(Self.protectedDataWillBecomeUnavailable, services)
    }

    /// Tells every ``ProtectedDataService`` that protected files are available, in dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        let services = participants((any ProtectedDataService).self)
        for service in services { service.applicationProtectedDataDidBecomeAvailable(application) }
        record(Self.protectedDataDidBecomeAvailable, services)
    }

    fileprivate nonisolated static let didBecomeActive = "applicationDidBecomeActive:"
    fileprivate nonisolated static let willResignActive = "applicationWillResignActive:"
    fileprivate nonisolated static let didEnterBackground = "applicationDidEnterBackground:"
    fileprivate nonisolated static let willEnterForeground = "applicationWillEnterForeground:"
    fileprivate nonisolated static let willTerminate = "applicationWillTerminate:"
    fileprivate nonisolated static let didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning:"
    fileprivate nonisolated static let significantTimeChange = "applicationSignificantTimeChange:"
    fileprivate nonisolated static let protectedDataWillBecomeUnavailable =
        "applicationProtectedDataWillBecomeUnavailable:"
    fileprivate nonisolated static let protectedDataDidBecomeAvailable = "applicationProtectedDataDidBecomeAvailable:"
}

extension DelegateSelectorTable {
    static let applicationLifecycleRows: [Row] = [
        row(ServiceHost.didBecomeActive, .application, (any ActivationService).self),
        row(ServiceHost.willResignActive, .application, (any ActivationService).self),
        row(ServiceHost.didEnterBackground, .application, (any BackgroundTransitionService).self),
        row(ServiceHost.willEnterForeground, .application, (any BackgroundTransitionService).self),
        row(ServiceHost.willTerminate, .application, (any TerminationService).self),
        row(ServiceHost.didReceiveMemoryWarning, .application, (any MemoryWarningService).self),
        row(ServiceHost.significantTimeChange, .application, (any SignificantTimeChangeService).self),
        row(ServiceHost.protectedDataWillBecomeUnavailable, .application, (any ProtectedDataService).self),
        row(ServiceHost.protectedDataDidBecomeAvailable, .application, (any ProtectedDataService).self),
    ]
}
