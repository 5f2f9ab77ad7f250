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
    /// The app's own protocols the delegate adopted whose default implementations the moved code uses, which
    /// the service adopts too.
    var appProtocols: [String] = []
    /// The protocols it adopts as an `NSObject`, each implemented by a delegate's extension (``ConformanceMove``).
    var conformances: [String] = []
    /// The name of the property holding the service's `ServiceContext`: `serviceContext`, unless the moved code
    /// uses that name.
    var contextName = "serviceContext"
    /// The name of the property recording the callback's scene: `callbackScene`, unless the moved code uses that name.
    var sceneName = "callbackScene"
    /// The indices of the delegate's members that stay there and that its moved code uses, which it reaches
    /// through the delegate (``DelegateReach``).
    var reachedDelegateMembers: [Int] = []
    /// The name of the property holding the delegate whose members it reaches, and of its initializer's argument.
    var delegateProperty = "appDelegate"

    /// `base`, or `base2`, `base3`… the first that is not in `used`.
    static func freeName(_ base: String, avoiding used: Set<String>) -> String {
        var name = base
        var suffix = 1
        while used.contains(name) {
            suffix += 1
            name = "\(base)\(suffix)"
        }
        return name
    }

    /// A property named after the type `typeName` (`AppDelegate` → `appDelegate`), or `appDelegate2`… the first
    /// that is not in `used`.
    static func freePropertyName(for typeName: String, avoiding used: Set<String>) -> String {
        freeName(typeName.prefix(1).lowercased() + typeName.dropFirst(), avoiding: used)
    }
}

/// What the migration does with one delegate class.
struct DelegateDecision {
    var delegate: DelegateClass
    var services: [ServiceDraft]
    /// The indices of the members that leave the delegate: moved to a service, or the inherited `window`.
    var removedIndices: Set<Int>
    /// The calls kept members make to moved notification-center callbacks, rewritten where they can be.
    var keptNotificationCalls: [KeptNotificationCall] = []
    /// The indices of the moved members the app delegate forwards to their services, since other code still
    /// uses them on it (``MemberForwarder``).
    var forwarded: [Int] = []

    /// Whether the delegate is already what the migration makes of it.
    var isMigrated: Bool { services.isEmpty && removedIndices.isEmpty && delegate.inheritsBaseClass }
}
