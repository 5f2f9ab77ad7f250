extension ServiceCatalog {
    /// Calls every self-registration record linked into the app and adds what they register.
    ///
    /// Nothing of self-registration runs before this call: records are constant data. Call it once,
    /// early, before planning. See ``SelfRegistrationRecord`` for the declaration a module writes.
    ///
    /// ```swift
    /// let catalog = ServiceCatalog()
    /// try catalog.registerSelfRegisteredEntries()
    /// ```
    ///
    /// - Returns: The identifiers of the services registered this way, in record order.
    /// - Throws: ``CatalogError`` naming every identifier registered twice (by two records, or by a
    ///   record and code); nothing is added then.
    @discardableResult
    public func registerSelfRegisteredEntries() throws(CatalogError) -> [ServiceIdentifier] {
        let collected = SelfRegistrar().collect(SelfRegistrationSection.records())
        try register(services: collected.services, tasks: collected.tasks)
        return collected.services.map(\.identifier)
    }
}
