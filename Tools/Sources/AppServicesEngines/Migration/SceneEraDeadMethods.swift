import AppServices

/// The app-delegate methods of an app that uses scenes which UIKit never calls, and which `migrate` therefore
/// drops instead of moving.
///
/// In an app with a scene delegate, UIKit sends activation, background, URL, user-activity, quick-action and
/// CloudKit-share events to the scene delegate only (TN3187). Moved to a service, such a method would start to
/// run: the host delivers the scenes' events to the app-level capabilities. So the method is left out of the
/// output, and the plan says so, with the scene callback that carries its event; its code stays in the input.
enum SceneEraDeadMethods {
    /// `delegates` without the app-delegate methods UIKit never calls, when one of them is a scene delegate, and
    /// a note for each method left out.
    static func removing(from delegates: [DelegateClass]) -> ([DelegateClass], [MigrationPlan.Note]) {
        guard let scene = delegates.first(where: { $0.role == .scene }) else { return (delegates, []) }
        var notes: [MigrationPlan.Note] = []
        let kept = delegates.map { delegate -> DelegateClass in
            guard delegate.role == .application else { return delegate }
            var delegate = delegate
            delegate.members.removeAll { member in
                let replacements = member.callbacks.map { SceneEraReplacement.replacements[$0.callback] }
                guard !replacements.isEmpty, !replacements.contains(nil) else { return false }
                let carriers = replacements.compactMap { $0?.swiftName }.joined(separator: ", ")
                notes.append(
                    MigrationPlan.Note(
                        position: member.position,
                        message: "\(member.title): dropped, not moved: the app uses scenes (\(scene.name)), so UIKit "
                            + "never calls it, and as a service it would start to receive the scenes' events; "
                            + "\(scene.name)'s \(carriers) carries them; its code stays in the input",
                        order: [member.fileIndex, Int(member.position.split(separator: ":").last ?? "") ?? 0]))
                return true
            }
            return delegate
        }
        return (kept, notes)
    }
}
