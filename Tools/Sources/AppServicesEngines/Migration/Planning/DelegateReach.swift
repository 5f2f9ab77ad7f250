import SwiftSyntax

/// How a service reaches the members that stay in its delegate while its moved code uses them.
///
/// They stay because the delegate's `init()` builds them, its `deinit` tears them down, or kept code uses them. The
/// service holds the delegate that creates it, `unowned` (the delegate holds the host, which holds the service), and
/// declares each under its name, forwarding to the delegate's (``MemberForwarder``); nothing moves.
struct DelegateReach {
    var service: ServiceDraft
    var delegate: DelegateClass

    /// The service's creation in the delegate: `Service()`, or `Service(appDelegate: self)`.
    var creation: String {
        service.reachedDelegateMembers.isEmpty
            ? "\(service.name)()" : "\(service.name)(\(service.delegateProperty): self)"
    }

    /// The service's property holding the delegate, its initializer and the forwarders, or none.
    var declarations: [String] {
        guard !service.reachedDelegateMembers.isEmpty else { return [] }
        let property = service.delegateProperty
        let forwarders = service.reachedDelegateMembers.compactMap { index in
            MemberForwarder.text(
                for: delegate.members[index], service: delegate.name, holder: property,
                documentation: "Kept in `\(delegate.name)` for its own code; the moved code reaches it there.")
        }
        return [
            "    /// The delegate that keeps the members below, which the moved code uses.\n"
                + "    private unowned let \(property): \(delegate.name)",
            "    /// Creates the service for `\(property)`, whose members its code uses.\n"
                + "    init(\(property): \(delegate.name)) {\n        self.\(property) = \(property)\n    }",
        ] + forwarders
    }
}

extension Migration {
    /// Makes each service of `decision` reach, through the delegate, the kept members its moved code uses and
    /// that ``MemberForwarder`` can declare; removes their `private` or `fileprivate`, which would hide them from
    /// the service's file.
    func reachKeptMembers(_ decision: inout DelegateDecision) {
        let members = decision.delegate.members
        var keptDeclaring: [String: Int] = [:]
        for index in members.indices where members[index].kind == .movable && !decision.removedIndices.contains(index) {
            for name in members[index].declaredNames where !name.contains("(") { keptDeclaring[name] = index }
        }
        guard !keptDeclaring.isEmpty else { return }
        for serviceIndex in decision.services.indices {
            let service = decision.services[serviceIndex]
            let used = Set(service.memberIndices.flatMap { members[$0].references })
            let reached = Set(used.compactMap { keptDeclaring[$0] }).sorted().filter { index in
                MemberForwarder.text(for: members[index], service: decision.delegate.name, holder: "delegate") != nil
            }
            guard !reached.isEmpty else { continue }
            decision.services[serviceIndex].reachedDelegateMembers = reached
            decision.services[serviceIndex].delegateProperty = ServiceDraft.freePropertyName(
                for: decision.delegate.name,
                avoiding: used.union(service.memberIndices.flatMap { members[$0].declaredNames }))
            for index in reached {
                guard let removal = AccessWidening.restrictionRemoval(in: members[index].item.decl),
                    !decision.delegate.members[index].keptEdits.contains(where: { $0.start == removal.start })
                else { continue }
                decision.delegate.members[index].keptEdits.append(removal)
            }
        }
    }
}
