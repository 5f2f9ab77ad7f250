import SwiftSyntax

/// Where code still uses a moved member on the app delegate (another file, or the delegate's own kept code), the
/// rewritten delegate keeps a forwarder of it (``MemberForwarder``) to the one service instance the host dispatches
/// to: the code compiles unchanged and reaches the same state. The plan lists each such use as a to-do.
extension Migration {
    /// Marks, in each app delegate's decision, the moved members `calls` or its kept code use that
    /// ``MemberForwarder`` can write; a `private` or `fileprivate` one loses that modifier in the service, so that
    /// its forwarder, which keeps it, can reach it.
    ///
    /// Only an app delegate whose `services` the migration writes forwards: it holds and lists the services once. A
    /// scene delegate's services are made for each scene.
    func forward(_ decisions: inout [String: DelegateDecision], calls: [MovedMemberCall]) {
        for (name, decision) in decisions where decision.delegate.role == .application {
            let delegate = decision.delegate
            guard !delegate.members.contains(where: { $0.declaredNames.contains("services") }) else { continue }
            let used = Set(calls.filter { $0.delegate == name }.map(\.member))
                .union(keptUses(decision).map { delegate.members[$0.moved].declaredNames }.joined())
            func forwardable(_ used: Set<String>) -> [Int] {
                decision.services.flatMap { service in
                    service.memberIndices.filter { index in
                        let member = delegate.members[index]
                        return member.callbacks.isEmpty && !member.declaredNames.isDisjoint(with: used)
                            && MemberForwarder.text(for: member, service: service.name, holder: "service") != nil
                    }
                }
            }
            // The nested types that kept code or a forwarder names (`var mode: Mode`) are forwarded too.
            var forwarded = forwardable(used)
            let named = delegate.members.indices.filter {
                !decision.removedIndices.contains($0) || forwarded.contains($0)
            }
            .flatMap { delegate.members[$0].item.tokens(viewMode: .sourceAccurate).map(\.text) }
            forwarded = Set(
                forwarded + forwardable(Set(named)).filter { delegate.members[$0].title.hasPrefix("type ") }
            )
            .sorted()
            decisions[name]?.forwarded = forwarded
            for index in forwarded {
                if let removal = AccessWidening.restrictionRemoval(in: delegate.members[index].item.decl) {
                    decisions[name]?.delegate.members[index].movedEdits.append(removal)
                }
            }
        }
    }

    /// The base names of the members `decision`'s delegate forwards.
    func forwardedNames(of decision: DelegateDecision) -> Set<String> {
        Set(decision.forwarded.flatMap { decision.delegate.members[$0].declaredNames }.filter { !$0.contains("(") })
    }

    /// Each member kept in the delegate that names a member moved to a service (not a callback, which the
    /// library's delegate class still implements and dispatches to the services).
    func keptUses(_ decision: DelegateDecision) -> [(kept: Int, moved: Int)] {
        let members = decision.delegate.members
        var movedDeclaring: [String: Int] = [:]
        for service in decision.services {
            for index in service.memberIndices where members[index].callbacks.isEmpty {
                for name in members[index].declaredNames { movedDeclaring[name] = index }
            }
        }
        return members.indices.filter { !decision.removedIndices.contains($0) }.flatMap { kept in
            Set(members[kept].references.compactMap { movedDeclaring[$0] }).sorted().map { (kept, $0) }
        }
    }

    /// Notes for kept code of the delegate that uses moved members: a to-do where the delegate forwards the
    /// member, else a place that does not compile.
    func keptUseNotes(_ decision: DelegateDecision) -> [MigrationPlan.Note] {
        let delegate = decision.delegate
        let members = delegate.members
        return keptUses(decision).map { kept, moved in
            let service = decision.services.first { $0.memberIndices.contains(moved) }?.name ?? delegate.name
            let what =
                decision.forwarded.contains(moved)
                ? "\(delegate.name) forwards it there, so this compiles and reaches the service's state; "
                    + "\(members[kept].title) may move to \(service) too"
                : "the output does not compile until \(members[kept].title) moves there too or reaches it in "
                    + "\(service)\(MemberForwarder.typeToWrite(for: members[moved]).map { "; \($0)" } ?? ""); "
                    + "check it by hand"
            return MigrationPlan.Note(
                at: members[kept],
                "\(members[kept].title), kept in \(delegate.name), uses \(members[moved].title), which moves to "
                    + "\(service): \(what)")
        }
    }
}
