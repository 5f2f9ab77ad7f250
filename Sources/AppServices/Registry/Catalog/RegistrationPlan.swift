import Logging

/// What to create and run: the enabled services in creation order with their configuration, and the
/// enabled launch tasks with their descriptors after manifest overrides.
///
/// Made by ``ServiceCatalog/plan(for:)``; the host creates ``services`` in order, and the launch
/// graph is validated from ``launchTasks``.
public struct RegistrationPlan: Sendable {
    /// The services to create, dependencies first, then by priority (higher first), then in registration order.
    public var services: [PlannedService]
    /// The launch tasks to run, in registration order.
    var tasks: [PlannedLaunchTask]
    /// The app's milestones the manifest declares, which the launch tasks may wait for.
    public var milestones: [LaunchMilestone] = []

    /// The planned launch tasks, ready for the launch scheduler, in registration order.
    public var launchTasks: [LaunchTask] { tasks.map(\.task) }

    /// The services' identifiers, in creation order.
    public var serviceIdentifiers: [ServiceIdentifier] {
        services.map(\.identifier)
    }

    /// Creates every planned service, in order; throws the first error a factory throws.
    @MainActor
    func makeServices() throws -> [any ApplicationService] {
        try services.map { try $0.makeService() }
    }
}

/// One service of a ``RegistrationPlan``: its identifier, effective settings and factory.
public struct PlannedService: Sendable {
    /// The service's identifier.
    public var identifier: ServiceIdentifier
    /// Its effective priority.
    public var priority: Int
    /// Its effective dependencies.
    public var dependencies: [ServiceIdentifier]
    /// Its configuration, checked against the keys it declares.
    public var configuration: ServiceConfiguration
    let factory: @MainActor @Sendable (ServiceConfiguration) throws -> any ApplicationService

    /// Creates the service from its configuration.
    @MainActor
    func makeService() throws -> any ApplicationService {
        try factory(configuration)
    }
}

/// One launch task of a ``RegistrationPlan``: its descriptor after overrides, and its work.
struct PlannedLaunchTask: Sendable {
    /// The task's descriptor, with the manifest's overrides applied.
    var descriptor: LaunchTaskDescriptor
    /// The task's work, as registered.
    var work: LaunchTask.Work

    /// The task, ready for the launch scheduler; its executor is its work's.
    var task: LaunchTask {
        var descriptor = descriptor
        descriptor.executor = work.executor
        return LaunchTask(descriptor: descriptor, work: work)
    }
}

extension ServiceHost {
    /// Creates the plan's services and adds them in the plan's order: dependencies first, then priority,
    /// then registration order.
    ///
    /// They are added with priority 0, so they keep the plan's order among themselves. A factory that
    /// throws is reported through the host's logger with the service's identifier (also as the `service`
    /// metadata), and that service is left out; the others are added.
    ///
    /// - Parameter plan: A plan from ``ServiceCatalog/plan(for:)``.
    /// - Returns: The identifiers of the services that could not be created, with their errors.
    @discardableResult
    public func add(_ plan: RegistrationPlan) -> [(ServiceIdentifier, any Error)] {
        var failures: [(ServiceIdentifier, any Error)] = []
        for planned in plan.services {
            do {
                add(try planned.makeService())
            } catch {
                failures.append((planned.identifier, error))
                logger.error(
                    "service \(planned.identifier) could not be created and is left out: \(error)",
                    metadata: ["service": "\(planned.identifier)"])
            }
        }
        return failures
    }
}
