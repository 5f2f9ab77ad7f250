import SwiftSyntax

extension Migration {
    /// Notes for code that calls, on a delegate, a member that moved to a service.
    ///
    /// In the inputs, and in the other sources when `--sources` gave them, each call is named with its file and
    /// line; without them, one note per delegate names the moved members and how to find their callers. Callbacks
    /// are not counted: the library's delegate class still implements them and forwards each call to the services.
    func movedMemberCallNotes(_ decisions: [String: DelegateDecision]) -> [MigrationPlan.Note] {
        let others = otherSources?.parsed ?? []
        let all = sources + others
        var notes: [MigrationPlan.Note] = []
        for decision in decisions.values.sorted(by: { $0.delegate.position < $1.delegate.position }) {
            let delegate = decision.delegate
            var movedTo: [String: String] = [:]
            for service in decision.services {
                for index in service.memberIndices
                where delegate.members[index].callbacks.isEmpty && !Self.isFilePrivate(delegate.members[index]) {
                    for name in delegate.members[index].declaredNames where !name.contains("(") {
                        movedTo[name] = service.name
                    }
                }
            }
            guard !movedTo.isEmpty else { continue }
            let handles = MovedMemberCallFinder.handles(of: delegate.name, in: all.map(\.tree))
            for (fileIndex, source) in all.enumerated() {
                let calls = MovedMemberCallFinder.calls(
                    of: Set(movedTo.keys), on: delegate.name, handles: handles, in: source.tree)
                for (access, member) in calls {
                    let service = movedTo[member] ?? delegate.name
                    notes.append(
                        note(
                            source, fileIndex, access,
                            "`\(access.trimmedDescription)` calls `\(member)` on \(delegate.name), which moved to "
                                + "\(service): the output does not compile until this code reaches \(service); "
                                + "check it by hand"))
                }
            }
            if otherSources == nil {
                let line = Int(delegate.position.split(separator: ":").last ?? "") ?? 0
                let file = sources.firstIndex { delegate.position.hasPrefix($0.path + ":") } ?? 0
                notes.append(
                    MigrationPlan.Note(
                        position: delegate.position,
                        message: "members of \(delegate.name) that moved to services: "
                            + movedTo.keys.sorted().map { "`.\($0)`" }.joined(separator: ", ")
                            + "; code in other files that calls them on \(delegate.name) (through "
                            + "UIApplication.shared.delegate, a helper returning it, or a stored reference) no longer "
                            + "compiles: give migrate the app's sources with --sources <folder> to list each call with "
                            + "its line, or search the sources for those names",
                        order: [file, line]))
            }
        }
        for error in otherSources?.unparsed ?? [] {
            notes.append(
                MigrationPlan.Note(
                    position: error.file,
                    message: "\(error.reason): skipped; calls in it of moved members are not listed",
                    order: [all.count, 0]))
        }
        return notes
    }

    /// Whether `member` is `private` or `fileprivate`, so no other file can call it.
    private static func isFilePrivate(_ member: DelegateMember) -> Bool {
        member.item.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains {
            [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
        } ?? false
    }
}
