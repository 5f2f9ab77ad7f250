#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Services that belong to one scene, such as a window's coordinator on an iPad with several windows.
extension ServiceHost {
    /// Attaches services to one scene: they receive that scene's callbacks, after the host's own services
    /// (teardown callbacks in reverse: before them), and no other scene's, and no application callback.
    ///
    /// A ``ServicesSceneDelegate`` that adopts ``SceneServiceProvider`` does this for its scene as it
    /// connects, and detaches them when it disconnects. A ``ContextualService`` gets its context here.
    ///
    /// - Parameters:
    ///   - services: The scene's services, in dispatch order; they follow services attached earlier.
    ///   - scene: The scene; it is held weakly.
    public func attach(_ services: [any ApplicationService], to scene: UIScene) {
        guard !services.isEmpty else { return }
        let attached: SceneAttachment
        if let existing = attachment(of: scene) {
            attached = existing
        } else {
            sceneAttachments.removeAll { $0.scene == nil }
            attached = SceneAttachment(scene: scene)
            sceneAttachments.append(attached)
        }
        for service in services {
            attached.registrations.append(Self.registration(of: service, priority: 0))
            ServiceConformance.cast(service, to: (any ContextualService).self)?.attach(to: ServiceContext(host: self))
        }
    }

    /// The services attached to a scene, in dispatch order.
    ///
    /// - Parameter scene: A scene.
    /// - Returns: Its services; empty when none are attached.
    public func services(attachedTo scene: UIScene) -> [any ApplicationService] {
        attachment(of: scene)?.registrations.map(\.service) ?? []
    }

    /// The services attached to `scene`, or `nil` when none are.
    func attachment(of scene: UIScene) -> SceneAttachment? {
        sceneAttachments.first { $0.scene === scene }
    }

    /// Detaches and releases the services of a scene; they receive no callback after this call.
    ///
    /// - Parameter scene: A scene.
    /// - Returns: The services that were attached to it.
    @discardableResult
    public func detachServices(from scene: UIScene) -> [any ApplicationService] {
        let detached = services(attachedTo: scene)
        sceneAttachments.removeAll { $0.scene === scene || $0.scene == nil }
        return detached
    }
}

/// The services attached to one scene: they take part in that scene's callbacks only.
@MainActor
final class SceneAttachment {
    /// The scene, held weakly: the attachment never keeps a scene alive.
    private(set) weak var scene: UIScene?
    /// The services, in the order they were attached.
    var registrations: [ServiceHost.Registration] = []

    init(scene: UIScene) {
        self.scene = scene
    }

    /// The attached services that adopted `capability`, the capability of `callback`, in attachment order.
    func participants<Capability>(_ callback: DelegateCallback, _ capability: Capability.Type) -> [Capability] {
        registrations.lazy.filter { $0.callbacks.contains(callback) }.compactMap {
            ServiceConformance.cast($0.service, to: capability)
        }
    }
}
