#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// The app-level state callbacks of an app without scenes. Set-up callbacks run in dispatch order; their
// teardown counterparts run in reverse, so a service set up after another is torn down before it, as with
// nested resources. An app that uses scenes receives the foreground callbacks through its scene services.

/// A service that starts and stops foreground work as the app becomes active and resigns active.
///
/// Every service is told. Becoming active runs in dispatch order; resigning active runs in reverse order,
/// so a service that started after another stops before it. UIKit does not send these to an app that uses
/// scenes.
///
/// ```swift
/// final class PlaybackService: ActivationService {
///     func applicationDidBecomeActive(_ application: UIApplication) { player.resume() }
///     func applicationWillResignActive(_ application: UIApplication) { player.pause() }
/// }
/// ```
public protocol ActivationService: ApplicationService {
    /// Tells the service that the app became active; called in dispatch order.
    ///
    /// - Parameter application: The app.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Tells the service that the app is about to become inactive; called in reverse dispatch order.
    ///
    /// - Parameter application: The app.
    func applicationWillResignActive(_ application: UIApplication)
}

/// A service that saves state when the app enters the background and refreshes it on return.
///
/// Every service is told. Entering the background runs in reverse dispatch order (teardown); entering the
/// foreground runs in dispatch order. UIKit does not send these to an app that uses scenes.
///
/// ```swift
/// final class DraftsService: BackgroundTransitionService {
///     func applicationDidEnterBackground(_ application: UIApplication) { drafts.save() }
///     func applicationWillEnterForeground(_ application: UIApplication) { drafts.reload() }
/// }
/// ```
public protocol BackgroundTransitionService: ApplicationService {
    /// Tells the service that the app entered the background; called in reverse dispatch order.
    ///
    /// - Parameter application: The app.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Tells the service that the app is about to enter the foreground; called in dispatch order.
    ///
    /// - Parameter application: The app.
    func applicationWillEnterForeground(_ application: UIApplication)
}

/// A service that releases resources when the system terminates the running app.
///
/// Every service is told, in reverse dispatch order: a service set up after another is torn down before
/// it. UIKit sends this only to an app running in the background, not to a suspended one.
public protocol TerminationService: ApplicationService {
    /// Tells the service that the app is about to terminate; called in reverse dispatch order.
    ///
    /// - Parameter application: The app.
    func applicationWillTerminate(_ application: UIApplication)
}

/// A service that frees memory when the system runs low.
///
/// Every service is told, in dispatch order.
public protocol MemoryWarningService: ApplicationService {
    /// Tells the service that the app received a memory warning.
    ///
    /// - Parameter application: The app.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

/// A service that reacts to a significant change of time: midnight, a carrier time update, a change to or
/// from daylight saving time.
///
/// Every service is told, in dispatch order.
public protocol SignificantTimeChangeService: ApplicationService {
    /// Tells the service that the time changed significantly.
    ///
    /// - Parameter application: The app.
    func applicationSignificantTimeChange(_ application: UIApplication)
}

/// A service that works with files protected while the device is locked.
///
/// Every service is told. Losing access runs in reverse dispatch order (teardown); regaining it runs in
/// dispatch order.
public protocol ProtectedDataService: ApplicationService {
    /// Tells the service that protected files are about to become unavailable; called in reverse dispatch
    /// order.
    ///
    /// - Parameter application: The app.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Tells the service that protected files are available again; called in dispatch order.
    ///
    /// - Parameter application: The app.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
}
