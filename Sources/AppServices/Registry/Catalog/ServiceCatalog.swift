/// The one catalog behind every way of registering: services and launch tasks under stable
/// identifiers, with their factories.
///
/// Code registers entries directly, self-registration records add theirs through
/// ``registerSelfRegisteredEntries()``, and a manifest then enables, orders and configures them
/// with ``plan(for:)``. The catalog is safe to use from any thread; registering or removing entries
/// while another thread plans sees either the old or the new set, never a torn one.
///
/// ```swift
/// let catalog = ServiceCatalog()
/// try catalog.register(ServiceEntry("network") { _ in NetworkService() })
/// try catalog.register(ServiceEntry("analytics", dependencies: ["network"]) { _ in AnalyticsService() })
/// let plan = try catalog.plan(for: nil)
/// ```
public final class ServiceCatalog: Sendable {
    private struct State {
        var services: [ServiceEntry] = []
        var tasks: [LaunchTaskEntry] = []
    }

    private let state = Locked(State())

    /// Creates an empty catalog.
    public init() {}

    /// The registered services, in registration order.
    public var services: [ServiceEntry] {
        state.withLock { $0.services }
    }

    /// The registered launch tasks, in registration order.
    public var tasks: [LaunchTaskEntry] {
        state.withLock { $0.tasks }
    }

    /// Adds a service.
    ///
    /// - Parameter entry: The service to add.
    /// - Throws: ``CatalogError/Code/duplicateService`` when its identifier is taken.
    public func register(_ entry: ServiceEntry) throws(CatalogError) {
        try register(services: [entry], tasks: [])
    }

    /// Adds a launch task.
    ///
    /// - Parameter entry: The task to add.
    /// - Throws: ``CatalogError/Code/duplicateTask`` when its identifier is taken.
    public func register(_ entry: LaunchTaskEntry) throws(CatalogError) {
        try register(services: [], tasks: [entry])
    }

    /// Adds services and launch tasks all at once, or none of them.
    ///
    /// - Parameters:
    ///   - services: The services to add.
    ///   - tasks: The launch tasks to add.
    /// - Throws: ``CatalogError`` naming every identifier that is taken or given twice; nothing is added then.
    public func register(services: [ServiceEntry], tasks: [LaunchTaskEntry]) throws(CatalogError) {
        let result: CatalogError? = state.withLock { state in
            let serviceIDs = state.services.map(\.identifier.rawValue) + services.map(\.identifier.rawValue)
            let taskIDs = state.tasks.map(\.descriptor.id.rawValue) + tasks.map(\.descriptor.id.rawValue)
            if let duplicates = Self.duplicates(in: serviceIDs) {
                return CatalogError(code: .duplicateService, identifiers: duplicates)
            }
            if let duplicates = Self.duplicates(in: taskIDs) {
                return CatalogError(code: .duplicateTask, identifiers: duplicates)
            }
            state.services += services
            state.tasks += tasks
            return nil
        }
        if let result { throw result }
    }

    /// Removes a service, returning whether it was registered; later plans no longer contain it.
    @discardableResult
    func removeService(_ identifier: ServiceIdentifier) -> Bool {
        state.withLock { Self.remove(from: &$0.services) { $0.identifier == identifier } }
    }

    /// Removes a launch task, returning whether it was registered; later plans no longer contain it.
    @discardableResult
    func removeTask(_ id: LaunchTaskIdentifier) -> Bool {
        state.withLock { Self.remove(from: &$0.tasks) { $0.descriptor.id == id } }
    }

    private static func remove<Entry>(from entries: inout [Entry], where matches: (Entry) -> Bool) -> Bool {
        let count = entries.count
        entries.removeAll(where: matches)
        return entries.count != count
    }

    private static func duplicates(in identifiers: [String]) -> [String]? {
        var seen: Set<String> = []
        var duplicates: [String] = []
        for identifier in identifiers where !seen.insert(identifier).inserted && !duplicates.contains(identifier) {
            duplicates.append(identifier)
        }
        return duplicates.isEmpty ? nil : duplicates
    }
}

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
