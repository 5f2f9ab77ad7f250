// Main-actor services: every ApplicationService and most app protocols (a theme, a router, a window
// provider) are isolated to the main actor and need not be Sendable; they are registered and resolved there.
extension ServiceLocator {
    /// The locator's main-actor services: protocols isolated to the main actor, which need not be `Sendable`.
    ///
    /// ```swift
    /// @MainActor protocol ThemeProviding: AnyObject { var accent: UIColor { get } }
    /// locator.mainActor.register((any ThemeProviding).self) { _ in ThemeService() }
    /// let theme: any ThemeProviding = try locator.mainActor.resolve()
    /// ```
    @MainActor
    public var mainActor: MainActorServices { MainActorServices(locator: self) }
}

/// Registers and resolves the services of a ``ServiceLocator`` that live on the main actor.
///
/// They share the locator's registry, its lazy creation, its cycle detection and its errors; their factories
/// run on the main actor and their instances are handed out only there.
@MainActor
public struct MainActorServices {
    let locator: ServiceLocator

    /// Registers the implementation of a main-actor protocol, replacing an earlier registration.
    ///
    /// - Parameters:
    ///   - service: The protocol (or type) others resolve, such as `(any ThemeProviding).self`.
    ///   - factory: Creates the implementation on first use, on the main actor; it may resolve other services.
    public func register<Service>(
        _ service: Service.Type,
        factory: @escaping @MainActor (ServiceLocator) throws -> Service
    ) {
        locator.store(service) { locator in
            // Only `resolve` below reaches this factory, and it runs on the main actor.
            try MainActor.assumeIsolated { MainActorServiceBox(try factory(locator)) }
        }
    }

    /// The implementation of a main-actor protocol, created on first use.
    ///
    /// - Parameter service: The protocol (or type) to look up.
    /// - Returns: The one instance of its implementation.
    /// - Throws: ``ServiceLookupError`` naming the service: not registered (with what is), registered for
    ///   use off the main actor, a dependency cycle, or a factory that failed.
    public func resolve<Service>(_ service: Service.Type = Service.self) throws(ServiceLookupError) -> Service {
        guard let boxed = try locator.box(of: service) as? MainActorServiceBox<Service> else {
            throw ServiceLookupError(
                code: .factoryFailed, service: typeName(service),
                reason: "it is registered with ServiceLocator.register, not locator.mainActor.register")
        }
        return boxed.value
    }
}

/// A main-actor service created by its factory; read only on the main actor.
@MainActor
final class MainActorServiceBox<Service> {
    let value: Service

    init(_ value: Service) {
        self.value = value
    }
}
