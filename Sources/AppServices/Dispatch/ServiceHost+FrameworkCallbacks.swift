#if canImport(UIKit)
package import UIKit
#else
package import UIKitHeadless
#endif

// The callbacks of scene-delegate protocols beyond UIKit's (CarPlay's, in the AppServicesCarPlay product, which
// imports the framework so this product never does): not rows of the callback table, whose generated layers live in
// this module and would have to name the framework's types. They are dispatched by capability instead, in the
// host's order and then the scene's own services', with the scene as ServiceContext.scene.
extension ServiceHost {
    /// Calls, in dispatch order, every service that adopts `capability`: the app-wide services, then those attached
    /// to `scene` (with `reversed`, the scene's first, then the app-wide ones from last to first), while
    /// ``ServiceContext/scene`` is `scene`; the host's observer is told of the dispatch under `selector`.
    package func dispatchFrameworkCallback<Capability>(
        _ selector: String,
        to capability: Capability.Type,
        in scene: UIScene,
        reversed: Bool = false,
        _ call: (Capability) -> Void
    ) {
        let participants = frameworkParticipants(capability, in: scene, reversed: reversed)
        withEventScene(scene) {
            for participant in participants { call(participant) }
            record(selector, participants)
        }
    }

    /// Whether any service, app-wide or attached to `scene`, is one that `adopts` accepts (adopts a capability).
    package func hasFrameworkParticipants(in scene: UIScene?, where adopts: (any ApplicationService) -> Bool) -> Bool {
        services.contains(where: adopts) || (scene.map { services(attachedTo: $0).contains(where: adopts) } ?? false)
    }

    private func frameworkParticipants<Capability>(
        _ capability: Capability.Type,
        in scene: UIScene,
        reversed: Bool
    ) -> [Capability] {
        let shared = services.compactMap { ServiceConformance.cast($0, to: capability) }
        let own = services(attachedTo: scene).compactMap { ServiceConformance.cast($0, to: capability) }
        return reversed ? own.reversed() + shared.reversed() : shared + own
    }
}
