import SwiftSyntax

extension Migration {
    /// Notes for code anywhere in the inputs that relies on a delegate object: a cast of a scene's (or another
    /// object's) `delegate` to a migrated delegate class, naming the service a member read through it moved to;
    /// a statement that makes another object, or `self` in code that does not move (which the services' code
    /// loses), the notification center's delegate, which replaces the one `ServicesAppDelegate` installs (in the
    /// app's other files too); and, so every class is accounted for, the other classes adopting a delegate protocol
    /// (CarPlay's scene delegates have notes of their own, ``carPlayNotes(_:)``), which stay as they are.
    func usageNotes(_ delegates: [DelegateClass], _ decisions: [String: DelegateDecision]) -> [MigrationPlan.Note] {
        let names = Set(delegates.map(\.name))
        return sources.enumerated().flatMap { index, source -> [MigrationPlan.Note] in
            let usage = DelegateUsageFinder.walking(source.tree)
            let casts = usage.delegateCasts.filter { names.contains($0.type) }.map { cast in
                let moved =
                    if let member = cast.member, let service = service(declaring: member, in: decisions[cast.type]) {
                        "`\(member)` moved to \(service): read it there"
                    } else {
                        "members that moved to services are no longer there: check it by hand"
                    }
                return note(source, index, cast.cast, "casts a delegate to \(cast.type): \(moved)")
            }
            let moved = decisions.values.flatMap { decision in
                decision.services.flatMap(\.memberIndices).map { decision.delegate.members[$0] }
                    .filter { $0.fileIndex == index }.map {
                        $0.item.position.utf8Offset..<$0.item.endPosition.utf8Offset
                    }
            }
            let keptSelfAssignments = usage.notificationDelegateAssignments.filter { statement in
                !moved.contains { $0.contains(statement.position.utf8Offset) }
            }
            let replacements = (usage.notificationDelegateReplacements + keptSelfAssignments).map { statement in
                notificationDelegateNote(source, index, statement)
            }
            let others = TopLevelStatements.all(in: source.tree).compactMap { statement, _ -> MigrationPlan.Note? in
                guard let declaration = TypeDeclaration(statement.item), declaration.isClass,
                    !names.contains(declaration.name),
                    let adopted = declaration.inheritedNames.first(where: { $0.hasSuffix("Delegate") }),
                    !CarPlayDelegateMove.protocols.contains(adopted)
                else { return nil }
                return note(
                    source, index, declaration.node,
                    "\(declaration.name) adopts \(adopted) and is not an app or scene delegate: kept unchanged")
            }
            return casts + replacements + others
        }
            + (otherSources?.parsed ?? []).enumerated().flatMap { offset, source in
                DelegateUsageFinder.walking(source.tree).notificationDelegateReplacements.map { statement in
                    notificationDelegateNote(source, sources.count + offset, statement)
                }
            }
    }

    /// The note for a statement that sets the notification center's delegate to something other than the library's
    /// (in the inputs or the app's other files, on `UNUserNotificationCenter.current()` or a name bound to it).
    private func notificationDelegateNote(_ source: ParsedSource, _ index: Int, _ statement: CodeBlockItemSyntax)
        -> MigrationPlan.Note
    {
        let text = statement.trimmedDescription
        let makesTheAppDelegate = text.filter { !$0.isWhitespace }.contains("=UIApplication.shared.delegate")
        return note(
            source, index, statement,
            makesTheAppDelegate
                ? "`\(text)` makes the app delegate the notification center's delegate: delete it; ServicesAppDelegate "
                    + "installs the center's delegate itself and forwards to the services (adopting "
                    + "UNUserNotificationCenterDelegate again to keep the line would replace it, and the services' "
                    + "notification callbacks would stop)"
                : "`\(text)` replaces the notification center's delegate that ServicesAppDelegate installs: the "
                    + "services' notification callbacks stop; move that object's code to a service adopting the "
                    + "notification capabilities")
    }

    /// The service that `member` of the delegate moved to, if it moved.
    private func service(declaring member: String, in decision: DelegateDecision?) -> String? {
        guard let decision else { return nil }
        return decision.services.first { service in
            service.memberIndices.contains { decision.delegate.members[$0].declaredNames.contains(member) }
        }?.name
    }
}

extension Migration {
    /// Makes each service of `decision` adopt the app's own protocols the delegate adopted whose members its moved code
    /// uses, when the protocol's extensions implement all its requirements; notes each, and each it cannot adopt so.
    func adoptProtocols(_ protocols: AppProtocols, in decision: inout DelegateDecision) -> [MigrationPlan.Note] {
        let delegate = decision.delegate
        var notes: [MigrationPlan.Note] = []
        for index in decision.services.indices {
            let members = decision.services[index].memberIndices.map { delegate.members[$0] }
            let relied = protocols.reliedOn(
                among: delegate.adoptedNames, references: Set(members.flatMap(\.references)),
                declared: Set(members.flatMap(\.declaredNames)))
            let service = decision.services[index].name
            for (name, isComplete) in relied {
                if isComplete { decision.services[index].appProtocols.append(name) }
                let message =
                    isComplete
                    ? "\(service) adopts \(name), which \(delegate.name) adopted: the moved code uses its members"
                    : "the code moved to \(service) uses members of \(name), which \(delegate.name) adopted, but "
                        + "\(name)'s extensions do not implement all its requirements: adopt it in \(service) by hand"
                let line = Int(delegate.position.split(separator: ":").last ?? "") ?? 0
                notes.append(
                    MigrationPlan.Note(
                        position: delegate.position, message: message, order: [members[0].fileIndex, line]))
            }
        }
        return notes
    }
}
