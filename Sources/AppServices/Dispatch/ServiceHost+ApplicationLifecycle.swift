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
        broadcast(Self.didBecomeActive, to: (any ActivationService).self) { $0.applicationDidBecomeActive(application) }
    }

    /// Tells every ``ActivationService`` that the app is about to resign active, in reverse dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationWillResignActive(_ application: UIApplication) {
        broadcast(Self.willResignActive, to: (any ActivationService).self, reversed: true) {
            $0.applicationWillResignActive(application)
        }
    }

    /// Tells every ``BackgroundTransitionService`` that the app entered the background, in reverse dispatch
    /// order.
    ///
    /// - Parameter application: The app.
    public func applicationDidEnterBackground(_ application: UIApplication) {
        broadcast(Self.didEnterBackground, to: (any BackgroundTransitionService).self, reversed: true) {
            $0.applicationDidEnterBackground(application)
        }
    }

    /// Tells every ``BackgroundTransitionService`` that the app is about to enter the foreground, in dispatch
    /// order.
    ///
    /// - Parameter application: The app.
    public func applicationWillEnterForeground(_ application: UIApplication) {
        broadcast(Self.willEnterForeground, to: (any BackgroundTransitionService).self) {
            $0.applicationWillEnterForeground(application)
        }
    }

    /// Tells every ``TerminationService`` that the app is about to terminate, in reverse dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationWillTerminate(_ application: UIApplication) {
        broadcast(Self.willTerminate, to: (any TerminationService).self, reversed: true) {
            $0.applicationWillTerminate(application)
        }
    }

    /// Tells every ``MemoryWarningService`` that the app received a memory warning, in dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        broadcast(Self.didReceiveMemoryWarning, to: (any MemoryWarningService).self) {
            $0.applicationDidReceiveMemoryWarning(application)
        }
    }

    /// Tells every ``SignificantTimeChangeService`` that the time changed significantly, in dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationSignificantTimeChange(_ application: UIApplication) {
        broadcast(Self.significantTimeChange, to: (any SignificantTimeChangeService).self) {
            $0.applicationSignificantTimeChange(application)
        }
    }

    /// Tells every ``ProtectedDataService`` that protected files are about to become unavailable, in reverse
    /// dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        broadcast(Self.protectedDataWillBecomeUnavailable, to: (any ProtectedDataService).self, reversed: true) {
            $0.applicationProtectedDataWillBecomeUnavailable(application)
        }
    }

    /// Tells every ``ProtectedDataService`` that protected files are available, in dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        broadcast(Self.protectedDataDidBecomeAvailable, to: (any ProtectedDataService).self) {
            $0.applicationProtectedDataDidBecomeAvailable(application)
        }
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
