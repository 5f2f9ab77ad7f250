import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// What launched the app, for one host: resolved once, taken once, told once to each subscriber, and the
/// services' cold-start deliveries held until a milestone when the app asks (see ServiceHost+LaunchIntent.swift).
@MainActor
final class LaunchIntentCenter {
    /// Whether something waits for the context (a launch, a subscriber, a hold), so a scene delegate must take
    /// the first scene's connection even when no service adopts it; read from any thread, as UIKit may ask.
    nonisolated let awaitsSceneConnection = Locked(false)
    /// The resolved context, or `nil` while the host does not know yet.
    private(set) var context: LaunchContext?
    /// Whether ``takePending()`` handed the context out.
    private var taken = false
    /// Told once, when the context is resolved.
    private var subscribers: [@MainActor (LaunchContext) -> Void] = []
    /// The scheduler whose launch waits for ``Identifier/launchIntentResolved`` and reaches the hold's milestone.
    private weak var scheduler: LaunchScheduler?
    /// The milestone the app holds the cold-start deliveries until, if any.
    private(set) var holdMilestone: LaunchMilestone?
    /// The declared milestones reached so far.
    private var reached: Set<LaunchMilestone> = []
    /// The deliveries held, in order, until ``holdMilestone``.
    private var held: [@MainActor () -> Void] = []
    /// What was held and when, for the report.
    private var records: [LaunchIntentHoldRecord] = []
    /// The request identifier of the notification response that launched the app, once one was recognized.
    private var launchResponseIdentifier: String?
    /// Whether a response was already recognized as the launching one, so no later one is.
    private var launchResponseRecognized = false
    /// The session of the scene whose connection resolved the context, if one did.
    var launchSession: ObjectIdentifier?
    /// Whether that connection's options were delivered (or held), so a second delivery path does not repeat them.
    var launchConnectionDelivered = false
    /// The sessions whose connection the configuration callback saw and no scene delegate delivered yet.
    var configuredConnections: [ObjectIdentifier: UIScene.ConnectionOptions] = [:]
    /// The context of a launch without scenes from a notification tap, until its response completes it.
    var awaitedResponse: LaunchContext?
    /// The wait that resolves the context at the latest ``resolutionBound`` after launch, cancelled once it is.
    var bound: Task<Void, Never>?
    /// How long after `didFinishLaunching` the host waits, on its clock, for a launch response or a scene before it
    /// resolves the context without them.
    static let resolutionBound = Duration.seconds(10)
    /// The observer of `UIScene.willConnectNotification` that delivers the connections of ``configuredConnections``;
    /// it holds the host weakly, so it outlives a released host as a block that does nothing.
    var connectionObserver: (any NSObjectProtocol)?

    /// Resolves the context once, returning whether this call did; later calls change nothing.
    @discardableResult
    func resolve(_ resolved: LaunchContext) -> Bool {
        guard context == nil else { return false }
        context = resolved
        awaitedResponse = nil
        bound?.cancel()
        bound = nil
        if let scheduler { tell(scheduler, resolved) }
        let told = subscribers
        subscribers = []
        for subscriber in told { subscriber(resolved) }
        return true
    }

    /// The resolved context with an intent, the first time it is asked for; `nil` before, after, or when
    /// nothing launched the app.
    func takePending() -> LaunchContext? {
        guard let context, context.hasIntent, !taken else { return nil }
        taken = true
        return context
    }

    /// Calls `body` once with the resolved context: now if it is resolved, else when it is.
    func whenResolved(_ body: @escaping @MainActor (LaunchContext) -> Void) {
        if let context { return body(context) }
        awaitsSceneConnection.withLock { $0 = true }
        subscribers.append(body)
    }

    /// Holds the cold-start deliveries until `milestone`.
    func hold(until milestone: LaunchMilestone) {
        holdMilestone = milestone
        awaitsSceneConnection.withLock { $0 = true }
    }

    /// Whether a delivery of the cold-start intent would be held now.
    var isHolding: Bool {
        guard let holdMilestone else { return false }
        return !reached.contains(holdMilestone)
    }

    /// Runs the cold-start `delivery` now, or holds it until the hold's milestone, recording the hold under
    /// `intent`, what the report names it.
    func deliver(_ intent: String, _ delivery: @escaping @MainActor () -> Void) {
        guard isHolding, let holdMilestone else { return delivery() }
        held.append(delivery)
        records.append(
            LaunchIntentHoldRecord(
                intent: intent, milestone: holdMilestone, held: scheduler?.elapsed ?? .zero, delivered: nil))
        scheduler?.recordHeldLaunchIntents(records)
    }

    /// Records that the app reached `milestone`, and delivers what was held until it, once.
    func milestoneReached(_ milestone: LaunchMilestone) {
        guard reached.insert(milestone).inserted, milestone == holdMilestone else { return }
        let now = scheduler?.elapsed ?? .zero
        for index in records.indices where records[index].delivered == nil { records[index].delivered = now }
        scheduler?.recordHeldLaunchIntents(records)
        let deliveries = held
        held = []
        for delivery in deliveries { delivery() }
    }

    /// Makes `scheduler` the launch that learns the context and whose milestones release the hold.
    func connect(_ scheduler: LaunchScheduler) {
        self.scheduler = scheduler
        awaitsSceneConnection.withLock { $0 = true }
        scheduler.observeMilestones { [weak self] milestone in
            guard MainQueue.isCurrent else {
                DispatchQueue.main.async { [weak self] in self?.milestoneReached(milestone) }
                return
            }
            MainActor.assumeIsolated { self?.milestoneReached(milestone) }
        }
        if let context { tell(scheduler, context) }
    }

    private func tell(_ scheduler: LaunchScheduler, _ context: LaunchContext) {
        scheduler.setLaunchContext(context)
        if scheduler.declares(.launchIntentResolved) { scheduler.reach(.launchIntentResolved) }
    }

    /// Whether the response with `identifier` and `payload` is the one that launched the app: the first response
    /// that matches the resolved context's notification (its request identifier with scenes, its payload
    /// without), and every later question about that same response.
    func isLaunchResponse(identifier: String, payload: [String: ConfigurationValue]?) -> Bool {
        if let launchResponseIdentifier { return launchResponseIdentifier == identifier }
        guard !launchResponseRecognized, let context, context.hasIntent else { return false }
        let matches =
            context.notificationResponse.map { $0.requestIdentifier == identifier }
            ?? (context.remoteNotification != nil && context.remoteNotification == payload)
        guard matches else { return false }
        launchResponseRecognized = true
        launchResponseIdentifier = identifier
        return true
    }
}
