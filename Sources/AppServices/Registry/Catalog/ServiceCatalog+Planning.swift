extension ServiceCatalog {
    /// Checks `manifest` against the registered entries and returns what to create, in order.
    ///
    /// A service is created when it is enabled: by the manifest's `enabled`, else by its
    /// ``ServiceEntry/isEnabledByDefault``. Services come dependencies first; among services whose dependencies are all
    /// placed, higher priority first, then registration order, so the order is the same on every run.
    ///
    /// Every problem is collected: an unknown service or task identifier, an undeclared configuration
    /// key, a value of the wrong type, a missing required key, an unknown or disabled dependency, and
    /// a dependency cycle (named as `a -> b -> a`). Each names its file, key path and identifier.
    ///
    /// ```swift
    /// let plan = try catalog.plan(for: shipped.overlaid(by: remote))
    /// // in the ServicesAppDelegate subclass:
    /// override var registrationPlan: RegistrationPlan? { plan }
    /// ```
    ///
    /// - Parameter manifest: The (possibly merged) manifest, or `nil` for the registered defaults.
    /// - Returns: The enabled services in creation order and the enabled launch tasks.
    /// - Throws: ``ManifestError`` with every problem found.
    public func plan(for manifest: ServiceManifest?) throws(ManifestError) -> RegistrationPlan {
        let services = self.services
        let tasks = self.tasks
        var checker = ManifestChecker(services: services, tasks: tasks)
        let manifest = manifest ?? ServiceManifest(file: ManifestLocation.codeFile)
        let configured = checker.configure(services: services, with: manifest)
        let order = checker.order(configured)
        let plannedTasks = checker.configure(tasks: tasks, with: manifest)
        if !checker.problems.isEmpty { throw ManifestError(problems: checker.problems) }
        return RegistrationPlan(services: order, tasks: plannedTasks, milestones: manifest.milestones)
    }

    /// Every problem `manifest` has against the registered entries; empty when it is valid.
    ///
    /// - Parameter manifest: The manifest to check.
    /// - Returns: The problems, in the order found.
    public func problems(in manifest: ServiceManifest) -> [ManifestProblem] {
        do {
            _ = try plan(for: manifest)
            return []
        } catch {
            return error.problems
        }
    }
}
