/// A service the catalog can create: its identifier, the configuration it accepts, its defaults and its factory.
///
/// The defaults (dependencies, priority, whether it is enabled) apply unless a manifest overrides
/// them. The factory runs on the main actor, like every ``ApplicationService``, and receives the
/// configuration already checked against ``configurationKeys``.
///
/// ```swift
/// try catalog.register(
///     ServiceEntry("analytics", configurationKeys: [.init("apiKey", .string, isRequired: true)]) { configuration in
///         AnalyticsService(apiKey: configuration.string("apiKey")!)
///     }
/// )
/// ```
public struct ServiceEntry: Sendable {
    /// The service's stable identifier.
    public var identifier: ServiceIdentifier
    /// The configuration keys the service accepts, with their types.
    public var configurationKeys: [ServiceConfigurationKey]
    /// The services that must come before this one, unless a manifest says otherwise.
    public var dependencies: [ServiceIdentifier]
    /// Orders services that do not depend on each other: higher first, unless a manifest says otherwise.
    public var priority: Int
    /// Whether the service is created when no manifest mentions it.
    public var isEnabledByDefault: Bool
    /// Creates the service from its checked configuration.
    public var factory: @MainActor @Sendable (ServiceConfiguration) throws -> any ApplicationService

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - identifier: The service's stable identifier.
    ///   - configurationKeys: The configuration keys it accepts.
    ///   - dependencies: The services that must come first.
    ///   - priority: Orders independent services; higher first.
    ///   - isEnabledByDefault: Whether it is created when no manifest mentions it.
    ///   - factory: Creates the service from its configuration.
    public init(
        _ identifier: ServiceIdentifier,
        configurationKeys: [ServiceConfigurationKey] = [],
        dependencies: [ServiceIdentifier] = [],
        priority: Int = 0,
        isEnabledByDefault: Bool = true,
        factory: @escaping @MainActor @Sendable (ServiceConfiguration) throws -> any ApplicationService
    ) {
        self.identifier = identifier
        self.configurationKeys = configurationKeys
        self.dependencies = dependencies
        self.priority = priority
        self.isEnabledByDefault = isEnabledByDefault
        self.factory = factory
    }
}
