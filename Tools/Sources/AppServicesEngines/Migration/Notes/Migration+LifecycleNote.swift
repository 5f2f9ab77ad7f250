/// The note that says, once, that the code written is marked deprecated for the app-delegate life cycle.
extension Migration {
    /// The message without scenes.
    static let lifeCycleNote =
        "the services adopt the capabilities iOS 26 deprecates with the app-delegate life cycle in extensions "
        + "deprecated the same way, and the methods keeping its window or launch-option code are marked deprecated, "
        + "so they warn nowhere else; run appservices migrate --adopt-scenes to leave that life cycle"
    /// The message for an app that uses scenes (or adopts them with `--adopt-scenes`).
    static let sceneAdoptionLifecycleNote =
        "the services adopt the capabilities iOS 26 deprecates with the app-delegate life cycle in extensions "
        + "deprecated the same way (the library calls them from the scenes' events), and the methods keeping its "
        + "window or launch-option code are marked deprecated; move that code to scene services to leave that "
        + "life cycle"

    /// The note, at the first delegate whose services carry such a deprecation; none when no service does.
    func lifeCycleNotes(
        _ delegates: [DelegateClass], _ decisions: [String: DelegateDecision], by renderer: ServiceFileRenderer
    )
        -> [MigrationPlan.Note]
    {
        guard
            let delegate = delegates.first(where: { delegate in
                (decisions[delegate.name]?.services ?? []).contains { renderer.marksLifecycle($0, of: delegate) }
            })
        else { return [] }
        return [
            MigrationPlan.Note(
                position: delegate.position,
                message: renderer.usesScenes ? Self.sceneAdoptionLifecycleNote : Self.lifeCycleNote,
                order: [sources.count, 0])
        ]
    }
}
