/// A service that contributes launch tasks.
///
/// The scheduler collects the tasks of every service that adopts this capability, in service
/// order, so each feature keeps its launch work next to its other callbacks.
///
/// ```swift
/// final class AnalyticsService: ApplicationService, LaunchTaskProviding {
///     var launchTasks: [LaunchTask] {
///         [LaunchTask("analytics.configure", dependsOn: ["network"]) { try await Analytics.configure() }]
///     }
/// }
/// ```
public protocol LaunchTaskProviding: ApplicationService {
    /// The tasks this service adds to the launch graph.
    var launchTasks: [LaunchTask] { get }
}

extension LaunchTask {
    /// The launch tasks of every service in `services` that provides some, in service order.
    ///
    /// - Parameter services: The services, in the host's order.
    /// - Returns: Their tasks, in registration order.
    @MainActor
    public static func tasks(providedBy services: [any ApplicationService]) -> [LaunchTask] {
        services.flatMap { ServiceConformance.cast($0, to: (any LaunchTaskProviding).self)?.launchTasks ?? [] }
    }
}
