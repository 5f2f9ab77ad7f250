/// `migrate` says what `doctor` would find: the `ServicesAppDelegate` it writes for an app that configures OneSignal,
/// without a service adopting `DeviceTokenService`, loses OneSignal's APNs token (``SwappedTokenCallbackRule``).
extension Migration {
    /// A note at each `OneSignal.initialize` of the inputs and the app's other files when the app delegate that
    /// `decisions` write does not advertise the token callback.
    func swappedTokenCallbackNotes(_ decisions: [String: DelegateDecision]) -> [MigrationPlan.Note] {
        guard
            let decision = decisions.values.first(where: { $0.delegate.role == .application && !$0.isMigrated })
        else { return [] }
        let sdkUses = SDKUseCollector()
        let all = sources + (otherSources?.parsed ?? [])
        for source in all { sdkUses.collect(source.tree, file: source.path, converter: source.locations) }
        let handlesToken = decision.delegate.members.contains { member in
            member.callbacks.contains { $0.callback == SwappedTokenCallbackRule.callback }
        }
        guard
            SwappedTokenCallbackRule.losesToken(
                isServicesAppDelegate: true, advertisesTokenCallback: handlesToken || sdkUses.uses.keepsTokenCallback)
        else { return [] }
        return sdkUses.uses.configurations.filter { $0.sdk == .oneSignal }.map { initialize in
            let file = all.firstIndex { $0.path == initialize.location.file } ?? 0
            return MigrationPlan.Note(
                position: "\(initialize.location.file):\(initialize.location.line)",
                message: "OneSignal.initialize, beside the ServicesAppDelegate \(decision.delegate.name) becomes: "
                    + SwappedTokenCallbackRule.consequence(for: decision.delegate.name),
                order: [file, initialize.location.line])
        }
    }
}
