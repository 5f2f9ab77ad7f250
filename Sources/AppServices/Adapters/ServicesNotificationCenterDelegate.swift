public import Foundation

#if canImport(UIKit)
public import UserNotifications
#else
public import UIKitHeadless
#endif

/// The notification-center delegate that fans every `UNUserNotificationCenterDelegate` callback out to the
/// app's services.
///
/// ``ServicesAppDelegate`` creates one, keeps it (the center holds its delegate weakly) and installs it as
/// `UNUserNotificationCenter.current().delegate` while launching, before `didFinishLaunching` returns as
/// Apple requires, but only when a service handles a notification-center callback. An app that cannot
/// subclass the application delegate creates and keeps one itself:
///
/// ```swift
/// let notificationDelegate = ServicesNotificationCenterDelegate(host: host)
/// UNUserNotificationCenter.current().delegate = notificationDelegate
/// ```
///
/// The protocol is not isolated to the main actor, but UserNotifications calls these methods on the main
/// thread, as UIKit does its delegates; the delegate relies on that to reach the main-actor host
/// synchronously (`MainActor.assumeIsolated` stops the app if a call ever arrives elsewhere). It answers
/// `responds(to:)` from ``ServiceHost/advertisedSelectors``.
@MainActor
open class ServicesNotificationCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
    /// The host this delegate dispatches to, held strongly.
    public let host: ServiceHost

    /// Creates a delegate for `host`.
    ///
    /// - Parameter host: The host to dispatch to.
    public init(host: ServiceHost) {
        self.host = host
        _ = ServicesNotificationCenterDelegate.ownImplementations
        super.init()
    }

    /// The class's own implementations of the notification-center callbacks, recorded when the first delegate
    /// is created, before the center or an SDK sees one.
    nonisolated static let ownImplementations = MethodImplementations.record(
        ServicesNotificationCenterDelegate.self, selectors: DelegateCallback.notificationCenterSelectors)

    /// Whether the delegate handles the notification-center callback `name`: a service handles it, or its
    /// implementation is no longer the library's own (an SDK swizzled it, or a subclass overrides it).
    private nonisolated func handles(_ selector: Selector, named name: String) -> Bool {
        host.advertises(name)
            || MethodImplementations.isReplaced(
                selector, named: name, on: self, own: Self.ownImplementations,
                adapterClass: ServicesNotificationCenterDelegate.self)
    }

    #if canImport(ObjectiveC)
    /// Whether the delegate implements a method: for notification-center callbacks, whether a service
    /// handles it or an SDK swizzled it.
    ///
    /// It answers from state that is safe to read on any thread.
    ///
    /// - Parameter aSelector: A selector the system asks about.
    /// - Returns: For notification-center callbacks, ``ServiceHost/advertisedSelectors`` and the callbacks
    ///   whose implementation is no longer the library's; otherwise the superclass's answer.
    nonisolated open override func responds(to aSelector: Selector!) -> Bool {
        let name = NSStringFromSelector(aSelector)
        guard DelegateCallback.notificationCenterSelectors.contains(name) else { return super.responds(to: aSelector) }
        return handles(aSelector, named: name)
    }
    #else
    /// Whether the delegate implements a method: for notification-center callbacks, whether a service
    /// handles it or an SDK swizzled it.
    ///
    /// - Parameter aSelector: A selector the system asks about.
    /// - Returns: For notification-center callbacks, ``ServiceHost/advertisedSelectors`` and the callbacks
    ///   whose implementation is no longer the library's; otherwise `true`.
    nonisolated open func responds(to aSelector: Selector!) -> Bool {
        let name = NSStringFromSelector(aSelector)
        return !DelegateCallback.notificationCenterSelectors.contains(name) || handles(aSelector, named: name)
    }
    #endif
}

#if !canImport(ObjectiveC)
extension ServicesNotificationCenterDelegate: HeadlessSelectorResponding {}
#endif

/// Runs `body` with `center` and `argument` on the main actor, synchronously, on the calling thread.
///
/// UserNotifications calls its delegate on the main thread with objects it does not touch concurrently, so handing them
/// to the main actor where they arrived cannot race; the compiler cannot know that they stay on that thread, which is
/// why they cross unchecked. `MainActor.assumeIsolated` stops the app if a call ever arrives on another thread.
nonisolated func onMainActor<Center, Argument>(
    _ center: Center,
    _ argument: Argument,
    perform body: @MainActor @Sendable (Center, Argument) -> Void
) {
    nonisolated(unsafe) let center = center
    nonisolated(unsafe) let argument = argument
    MainActor.assumeIsolated { body(center, argument) }
}
