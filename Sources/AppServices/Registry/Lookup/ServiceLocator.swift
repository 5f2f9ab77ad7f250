import Foundation

/// Looks up one module's service by protocol from another, creating each implementation lazily,
/// once, on first use, from any thread.
///
/// A module registers a factory for a protocol; another resolves the protocol without knowing the implementation. A
/// factory receives the locator to resolve what it needs. Resolving an unregistered protocol throws an error naming it
/// and everything registered; factories that resolve each other in a cycle throw an error naming the cycle (`A -> B ->
/// A`) instead of overflowing the stack or deadlocking.
///
/// Creation is serialized: one thread at a time runs factories (nested resolutions run on that same thread), so two
/// threads asking for the same service get the same instance. A factory must not wait for another thread that resolves
/// services. Once created, a service is read through a lock without running anything.
///
/// ```swift
/// let locator = ServiceLocator()
/// locator.register((any Networking).self) { _ in URLSessionNetworking() }
/// locator.register((any Analytics).self) { locator in try AnalyticsClient(network: locator.resolve()) }
/// let analytics: any Analytics = try locator.resolve()
/// ```
public final class ServiceLocator: Sendable {
    /// Creates an instance inside its ``ServiceBox``.
    typealias Factory = @Sendable (ServiceLocator) throws -> AnyObject

    private enum Slot {
        case registered(Factory)
        case creating(Factory)
        case created(AnyObject)
    }

    private struct State {
        var slots: [ObjectIdentifier: (name: String, slot: Slot)] = [:]
        var creating: [ObjectIdentifier] = []
    }

    private enum Step {
        case done(AnyObject)
        case create(Factory)
        case fail(ServiceLookupError)
    }

    private let state = Locked(State())
    private let creation = NSRecursiveLock()

    /// Creates an empty locator.
    public init() {}

    /// The names of the registered protocols, sorted.
    public var registered: [String] {
        state.withLock { $0.slots.values.map(\.name).sorted() }
    }

    /// Registers the implementation of a protocol, replacing (and forgetting the instance of) an earlier registration.
    ///
    /// - Parameters:
    ///   - service: The protocol (or type) others resolve, such as `(any Analytics).self`.
    ///   - factory: Creates the implementation on first use; it may resolve other services.
    public func register<Service: Sendable>(
        _ service: Service.Type,
        factory: @escaping @Sendable (ServiceLocator) throws -> Service
    ) {
        store(service, factory: { locator in ServiceBox(try factory(locator)) })
    }

    /// Registers a factory that makes a boxed service.
    func store<Service>(_ service: Service.Type, factory: @escaping Factory) {
        let name = typeName(service)
        state.withLock { $0.slots[ObjectIdentifier(service)] = (name, .registered(factory)) }
    }

    /// Removes a registration and its instance; later lookups throw ``ServiceLookupError/Code/notRegistered``.
    ///
    /// - Parameter service: The protocol to remove.
    /// - Returns: Whether it was registered.
    @discardableResult
    public func unregister<Service>(_ service: Service.Type) -> Bool {
        state.withLock { $0.slots.removeValue(forKey: ObjectIdentifier(service)) != nil }
    }

    /// Whether a lookup has created the implementation of `service`.
    func isCreated<Service>(_ service: Service.Type) -> Bool {
        state.withLock { state in
            if case .created = state.slots[ObjectIdentifier(service)]?.slot { true } else { false }
        }
    }

    /// The implementation of `service`, created on first use.
    ///
    /// - Parameter service: The protocol to look up; inferred from the result's type when omitted.
    /// - Returns: The one instance.
    /// - Throws: ``ServiceLookupError`` when nothing is registered, the factories form a cycle, or a factory throws.
    public func resolve<Service: Sendable>(_ service: Service.Type = Service.self) throws(ServiceLookupError) -> Service
    {
        unsafeDowncast(try box(of: service), to: ServiceBox<Service>.self).value
    }

    /// The box of `service`, created on first use.
    func box<Service>(of service: Service.Type) throws(ServiceLookupError) -> AnyObject {
        let key = ObjectIdentifier(service)
        if case .created(let box)? = state.withLock({ $0.slots[key]?.slot }) { return box }
        creation.lock()
        defer { creation.unlock() }
        switch nextStep(for: key, name: typeName(service)) {
        case .done(let box): return box
        case .fail(let error): throw error
        case .create(let factory): return try create(key, name: typeName(service), with: factory)
        }
    }

    private func nextStep(for key: ObjectIdentifier, name: String) -> Step {
        state.withLock { state in
            guard let (name, slot) = state.slots[key] else {
                return .fail(
                    ServiceLookupError(
                        code: .notRegistered, service: name, registered: state.slots.values.map(\.name).sorted()))
            }
            switch slot {
            case .created(let instance):
                return .done(instance)
            case .creating:
                // Only the thread holding `creation` runs factories, so this is a nested request.
                let start = state.creating.firstIndex(of: key) ?? 0
                let cycle = state.creating[start...].compactMap { state.slots[$0]?.name } + [name]
                return .fail(ServiceLookupError(code: .dependencyCycle, service: name, cycle: cycle))
            case .registered(let factory):
                state.slots[key]?.slot = .creating(factory)
                state.creating.append(key)
                return .create(factory)
            }
        }
    }

    private func create(
        _ key: ObjectIdentifier,
        name: String,
        with factory: @escaping Factory
    ) throws(ServiceLookupError) -> AnyObject {
        let result = Result { try factory(self) }
        state.withLock { state in
            state.creating.removeLast()
            guard case .creating = state.slots[key]?.slot else { return }
            switch result {
            case .success(let instance): state.slots[key]?.slot = .created(instance)
            case .failure: state.slots[key]?.slot = .registered(factory)
            }
        }
        switch result {
        case .success(let instance):
            return instance
        case .failure(let error as ServiceLookupError):
            throw error
        case .failure(let error):
            throw ServiceLookupError(code: .factoryFailed, service: name, reason: String(describing: error))
        }
    }
}

/// Holds a created service with its registered static type, so a lookup reads it back without a dynamic cast.
private final class ServiceBox<Service: Sendable>: Sendable {
    let value: Service

    init(_ value: Service) {
        self.value = value
    }
}
