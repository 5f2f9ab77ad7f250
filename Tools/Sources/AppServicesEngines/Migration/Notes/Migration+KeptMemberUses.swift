import SwiftSyntax

extension Migration {
    /// Notes for each use, in code that moves to a service, of a member that stays in the delegate because kept code
    /// uses it too (its `init()` that builds it, its `deinit`, a lifecycle method the app calls itself).
    ///
    /// The service reaches it through the delegate (``DelegateReach``) where it can be declared there, and each use
    /// is a to-do; else each use is named as not compiling. The member is not moved: what builds it and tears it down
    /// must move with it, a choice about the app's object graph only its developer can make.
    func keptMemberUseNotes(_ delegate: DelegateClass, _ decision: DelegateDecision) -> [MigrationPlan.Note] {
        let members = delegate.members
        let kept = members.indices.filter { members[$0].kind == .movable && !decision.removedIndices.contains($0) }
        guard !kept.isEmpty else { return [] }
        var keptDeclaring: [String: Int] = [:]
        for index in kept {
            for name in members[index].declaredNames where !name.contains("(") { keptDeclaring[name] = index }
        }
        return decision.services.flatMap { service in
            service.memberIndices.flatMap { index -> [MigrationPlan.Note] in
                let member = members[index]
                let source = sources[member.fileIndex]
                var lines: Set<Int> = []
                return ReferenceCollector.uses(of: Set(keptDeclaring.keys), in: member.item).compactMap { use in
                    let name = use.baseName.identifier?.name ?? use.baseName.text
                    guard let owner = keptDeclaring[name],
                        lines.insert(source.locations.location(for: use.positionAfterSkippingLeadingTrivia).line)
                            .inserted
                    else { return nil }
                    let keepers = members.indices.filter { other in
                        !decision.removedIndices.contains(other) && other != owner
                            && !members[other].references.isDisjoint(with: members[owner].declaredNames)
                    }
                    let why =
                        keepers.isEmpty
                        ? "" : " (for \(keepers.map { members[$0].title }.joined(separator: ", ")))"
                    let what =
                        service.reachedDelegateMembers.contains(owner)
                        ? "\(service.name) reaches it through \(delegate.name), which it is created with; `\(name)` "
                            + "may move to \(service.name) with the code that builds it"
                        : "the service cannot reach it, and the output does not compile until `\(name)` moves to "
                            + "\(service.name) with the code that builds it, or the service reaches it through "
                            + "\(delegate.name)\(MemberForwarder.typeToWrite(for: members[owner]).map { "; \($0)" } ?? ""); "
                            + "check it by hand"
                    return note(
                        source, member.fileIndex, use,
                        "\(member.title), moved to \(service.name), uses `\(name)`, which stays in "
                            + "\(delegate.name)\(why): \(what)")
                }
            }
        }
    }
}
