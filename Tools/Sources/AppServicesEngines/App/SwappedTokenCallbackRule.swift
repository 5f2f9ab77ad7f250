import AppServices

/// When an SDK that swaps the app delegate's APNs token method in place never receives the token, for `doctor`'s
/// finding and `migrate`'s plan line alike: OneSignal swaps the token method, which a `ServicesAppDelegate`
/// implements but UIKit calls only when the delegate advertises it (a service adopts `DeviceTokenService`,
/// `keptCallbacks` lists `.didRegisterForRemoteNotifications`, or the delegate overrides it).
enum SwappedTokenCallbackRule {
    /// The callback OneSignal swaps.
    static let callback = DelegateCallback.didRegisterForRemoteNotifications

    /// Whether OneSignal, configured by the app (`OneSignal.initialize`), never receives the APNs token; the callback
    /// is advertised when a service adopts `DeviceTokenService`, a `keptCallbacks` lists it, or the app delegate
    /// implements it.
    static func losesToken(isServicesAppDelegate: Bool, advertisesTokenCallback: Bool) -> Bool {
        isServicesAppDelegate && !advertisesTokenCallback
    }

    /// Why the token is lost and what to do, for the app delegate `delegate`.
    static func consequence(for delegate: String) -> String {
        "OneSignal swaps \(delegate)'s \(callback.swiftName), which UIKit calls on a ServicesAppDelegate only when a "
            + "service adopts DeviceTokenService: no service does and no keptCallbacks lists "
            + ".didRegisterForRemoteNotifications, so OneSignal never receives the APNs token; adopt "
            + "DeviceTokenService in a service or keep the callback"
    }
}
