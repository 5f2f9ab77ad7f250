/// A service the migration creates from one group of concerns of a delegate.
struct ServiceDraft {
    /// Its type name, such as `ShopAppRemoteNotificationsService`.
    var name: String
    /// The concerns it holds, in the callback table's order.
    var concerns: [String]
    /// The indices, in the delegate's ``DelegateClass/members``, of the members it receives, in source order.
    var memberIndices: [Int]
    /// The capability protocols it adopts, in the order of its methods.
    var capabilities: [String]
    /// Whether its code uses the delegate's `window`, which it then reaches through its `ServiceContext`: the
    /// app's window, or the window of the scene of the callback it handles.
    var usesWindow: Bool
}

/// What the migration does with one delegate class.
struct DelegateDecision {
    /// The delegate.
    var delegate: DelegateClass
    /// The services its members move to.
    var services: [ServiceDraft]
    /// The indices of the members that leave the delegate: moved to a service, or the inherited `window`.
    var removedIndices: Set<Int>

    /// Whether the delegate is already what the migration makes of it.
    var isMigrated: Bool { services.isEmpty && removedIndices.isEmpty && delegate.inheritsBaseClass }
}
