/// Notes that complete the plan's account of a delegate's members: each property, helper or nested type that
/// moves with the code using it, which no other note or move names, gets one saying where it went, so every
/// member of the input is in the plan.
enum MemberAccounting {
    /// A note for each moved member that is not a callback.
    static func notes(for decision: DelegateDecision) -> [MigrationPlan.Note] {
        decision.services.flatMap { service in
            service.memberIndices.compactMap { index -> MigrationPlan.Note? in
                let member = decision.delegate.members[index]
                guard member.callbacks.isEmpty else { return nil }
                return MigrationPlan.Note(
                    at: member, "\(member.title): moves to \(service.name), with the code that uses it")
            }
        }
    }
}
