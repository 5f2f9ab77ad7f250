/// Collects the entries self-registration functions add while the catalog reads its records.
///
/// A record's function calls ``current`` and registers its services and tasks there; the catalog
/// then adds them all at once, reporting every duplicate. See ``SelfRegistrationRecord``.
///
/// ```swift
/// func registerAnalytics() {
///     SelfRegistrar.current.register(ServiceEntry("analytics") { _ in AnalyticsService() })
///     SelfRegistrar.current.register(LaunchTaskEntry(LaunchTask("analytics.warm-up") {}))
/// }
/// ```
public final class SelfRegistrar: Sendable {
    @TaskLocal private static var active: SelfRegistrar?

    private let entries = Locked((services: [ServiceEntry](), tasks: [LaunchTaskEntry]()))

    init() {}

    /// The registrar of the self-registration pass that is calling the record's function.
    ///
    /// Only valid inside a function a ``SelfRegistrationRecord`` points to, while
    /// ``ServiceCatalog/registerSelfRegisteredEntries()`` runs; calling it elsewhere is a programmer
    /// error and stops the program.
    public static var current: SelfRegistrar {
        guard let active else {
            preconditionFailure(
                "SelfRegistrar.current is only available inside a self-registration function, "
                    + "while ServiceCatalog.registerSelfRegisteredEntries() runs"
            )
        }
        return active
    }

    /// Adds a service to this pass.
    ///
    /// - Parameter entry: The service.
    public func register(_ entry: ServiceEntry) {
        entries.withLock { $0.services.append(entry) }
    }

    /// Adds a launch task to this pass.
    ///
    /// - Parameter entry: The launch task.
    public func register(_ entry: LaunchTaskEntry) {
        entries.withLock { $0.tasks.append(entry) }
    }

    /// Calls every record's function with this registrar as ``current``; returns what they registered, in order.
    func collect(_ records: [SelfRegistrationRecord]) -> (services: [ServiceEntry], tasks: [LaunchTaskEntry]) {
        Self.$active.withValue(self) {
            for record in records { record() }
        }
        return entries.current
    }
}
