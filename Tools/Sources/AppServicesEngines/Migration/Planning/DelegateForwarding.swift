/// What the rewritten app delegate declares to forward moved members to their services (``MemberForwarder``): a
/// `lazy` property holding each service, listed in `services` in its place, so it is made when the host first reads
/// `services`, in the same order as before, and every forwarder reaches the instance the host dispatches to.
struct DelegateForwarding {
    /// The property holding each service, by service name.
    var holders: [String: String] = [:]
    /// The holding properties, then the forwarders, in the order of the delegate's members.
    var declarations: [String] = []

    /// The forwarding of `decision`'s ``DelegateDecision/forwarded`` members.
    init(decision: DelegateDecision) {
        let delegate = decision.delegate
        let taken = Set(delegate.members.flatMap(\.declaredNames))
        var forwarders: [String] = []
        for service in decision.services {
            let forwarded = service.memberIndices.filter(decision.forwarded.contains)
            guard !forwarded.isEmpty else { continue }
            let holder = ServiceDraft.freePropertyName(for: service.name, avoiding: taken)
            if forwarded.contains(where: { !MemberForwarder.isStatic(delegate.members[$0]) }) {
                holders[service.name] = holder
                let declaration = "    private(set) lazy var \(holder) ="
                let creation = DelegateReach(service: service, delegate: delegate).creation
                declarations.append(
                    "    /// The service the host dispatches to, made when it reads `services`; moved members forward to it.\n"
                        + declaration + (declaration.count + creation.count < 120 ? " " : "\n        ") + creation)
            }
            forwarders += forwarded.compactMap { index in
                MemberForwarder.text(for: delegate.members[index], service: service.name, holder: holder)
            }
        }
        declarations += forwarders
    }
}
