extension ServiceHost {
    /// The host of the app's ``ServicesAppDelegate``, registered when the delegate creates it.
    ///
    /// Scene delegates that UIKit creates dispatch to it. It does not depend on `UIApplication.shared.delegate`,
    /// which in a SwiftUI app is SwiftUI's own object, not the ``ServicesAppDelegate`` that
    /// `@UIApplicationDelegateAdaptor` created. Held weakly: the app delegate keeps its host alive.
    public nonisolated static var app: ServiceHost? { registeredApp.current.host }

    /// Makes `host` the one ``app`` answers.
    nonisolated static func registerApp(_ host: ServiceHost) {
        registeredApp.withLock { $0 = WeakHost(host: host) }
    }

    private nonisolated static let registeredApp = Locked(WeakHost())
}

/// A host held weakly.
struct WeakHost: Sendable {
    weak var host: ServiceHost?
}
