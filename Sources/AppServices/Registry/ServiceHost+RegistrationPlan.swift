import Logging

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
