/// The services that adopted one capability, in dispatch order and reversed, computed once per change of
/// the host's services.
///
/// Casting each service to a capability protocol on every callback dominates the cost of a dispatch; the
/// host keeps one of these per capability instead, behind a single class cast.
final class ParticipantCache<Capability> {
    let forward: [Capability]
    let reversed: [Capability]

    init(_ services: [any ApplicationService]) {
        forward = services.compactMap { ServiceConformance.cast($0, to: Capability.self) }
        reversed = forward.reversed()
    }
}
