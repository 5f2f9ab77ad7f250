import SwiftSyntax

/// A use, in any file read, of a member that moved to a service, on an expression holding the delegate.
struct MovedMemberCall {
    var delegate: String
    /// The index of the file among the inputs, then the other sources.
    var fileIndex: Int
    /// The access, such as `appDelegate()?.refresh`.
    var access: MemberAccessExprSyntax
    var member: String
    var service: String
}

extension Migration {
    /// The inputs, then the other sources when `--sources` gave them.
    var allSources: [ParsedSource] { sources + (otherSources?.parsed ?? []) }

    /// The moved members of each delegate that other code may call on it, by base name, with the service each
    /// moved to: not callbacks (the library's delegate class still implements them and forwards each call to the
    /// services), not `private` or `fileprivate` unless `privateToo` (only the delegate's own files can call them).
    func movedMembers(of decision: DelegateDecision, privateToo: Bool = false) -> [String: String] {
        let delegate = decision.delegate
        var movedTo: [String: String] = [:]
        for service in decision.services {
            for index in service.memberIndices
            where delegate.members[index].callbacks.isEmpty
                && (privateToo || AccessWidening.restriction(of: delegate.members[index].item.decl) == nil)
            {
                for name in delegate.members[index].declaredNames where !name.contains("(") {
                    movedTo[name] = service.name
                }
            }
        }
        return movedTo
    }

    /// Each use, in the inputs and the other sources, of a member that moved to a service, on the delegate.
    func movedMemberCalls(_ decisions: [String: DelegateDecision]) -> [MovedMemberCall] {
        let all = allSources
        var calls: [MovedMemberCall] = []
        for decision in decisions.values.sorted(by: { $0.delegate.position < $1.delegate.position }) {
            let delegate = decision.delegate
            let movedTo = movedMembers(of: decision, privateToo: true)
            let visible = Set(movedMembers(of: decision).keys)
            guard !movedTo.isEmpty else { continue }
            let handles = MovedMemberCallFinder.handles(of: delegate.name, in: all.map(\.tree)).names
            for (fileIndex, source) in all.enumerated() {
                let own = delegate.members.contains { $0.fileIndex == fileIndex }
                calls += MovedMemberCallFinder.calls(
                    of: own ? Set(movedTo.keys) : visible, on: delegate.name, handles: handles, in: source.tree
                ).map { access, member in
                    MovedMemberCall(
                        delegate: delegate.name, fileIndex: fileIndex, access: access, member: member,
                        service: movedTo[member] ?? delegate.name)
                }
            }
        }
        return calls
    }

    /// Notes for code that calls, on a delegate, a member that moved to a service.
    ///
    /// In the inputs, and in the other sources when `--sources` gave them, each call is named with its file and line: a
    /// to-do where the delegate forwards the member to its service, else a place that does not compile; without the
    /// other sources, one note per delegate names the moved members it does not forward and how to find their callers.
    func movedMemberCallNotes(_ decisions: [String: DelegateDecision], calls: [MovedMemberCall])
        -> [MigrationPlan.Note]
    {
        let all = allSources
        var notes: [MigrationPlan.Note] = calls.map { call in
            let forwarded = decisions[call.delegate].map { forwardedNames(of: $0).contains(call.member) } ?? false
            let what =
                forwarded
                ? "\(call.delegate) forwards it there, so this compiles and reaches the service's state; callers may "
                    + "move to \(call.service)"
                : "the output does not compile until this code reaches \(call.service)"
                    + (decisions[call.delegate]?.delegate.members.first { $0.declaredNames.contains(call.member) }
                        .flatMap(MemberForwarder.typeToWrite).map { "; \($0)" } ?? "") + "; check it by hand"
            return note(
                all[call.fileIndex], call.fileIndex, call.access,
                "`\(call.access.trimmedDescription)` calls `\(call.member)` on \(call.delegate), which moved to "
                    + "\(call.service): \(what)")
        }
        if otherSources == nil {
            for decision in decisions.values.sorted(by: { $0.delegate.position < $1.delegate.position }) {
                let delegate = decision.delegate
                let movedTo = movedMembers(of: decision).filter { !forwardedNames(of: decision).contains($0.key) }
                guard !movedTo.isEmpty else { continue }
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
        return notes
            + (otherSources?.unparsed ?? []).map { error in
                MigrationPlan.Note(
                    position: error.file,
                    message: "\(error.reason): skipped; calls in it of moved members are not listed",
                    order: [all.count, 0])
            }
    }
}
