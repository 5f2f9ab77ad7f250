import SwiftSyntax

extension Migration {
    /// Refuses a delegate callback that an extension of a delegate declares in a file of ``otherSources`` rather
    /// than in an input: the file is not migrated, so after the move the callback would stay on the
    /// `ServicesAppDelegate` subclass, which reaches no service with it.
    ///
    /// - Throws: ``MigrationError`` naming the file, the line and the callback, asking for the file as an input.
    func refuseUngivenCallbackExtensions(of delegates: [DelegateClass]) throws(MigrationError) {
        guard let otherSources, !otherSources.parsed.isEmpty else { return }
        let names = Set(delegates.map(\.name))
        let all = sources + otherSources.parsed
        for delegate in DelegateScanner(sources: all).delegates() where names.contains(delegate.name) {
            guard
                let member = delegate.members.first(where: { $0.fileIndex >= sources.count && !$0.callbacks.isEmpty })
            else { continue }
            let file = all[member.fileIndex]
            let line = file.locations.location(for: member.item.positionAfterSkippingLeadingTrivia).line
            throw MigrationError(
                file: file.path,
                reason: "line \(line): extends the delegate \(delegate.name) with `\(member.title)`, a delegate "
                    + "callback, but is not an input: after the move it would reach no service; give it as an input "
                    + "too")
        }
    }
}
