#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The services attached to one scene: they take part in that scene's callbacks only.
@MainActor
final class SceneAttachment {
    /// The scene, held weakly: the attachment never keeps a scene alive.
    private(set) weak var scene: UIScene?
    /// The services, in the order they were attached.
    private(set) var registrations: [ServiceHost.Registration] = []

    init(scene: UIScene) {
        self.scene = scene
    }

    /// Adds a service after the ones already attached.
    func append(_ registration: ServiceHost.Registration) {
        registrations.append(registration)
    }

    /// The attached services that adopted `capability`, the capability of `callback`, in attachment order.
    func participants<Capability>(_ callback: DelegateCallback, _ capability: Capability.Type) -> [Capability] {
        registrations.lazy.filter { $0.callbacks.contains(callback) }.compactMap {
            ServiceConformance.cast($0.service, to: capability)
        }
    }
}
