import AppServices
import Foundation

/// Eight services looked up by protocol: through ``ServiceLocator``, and through the lock-guarded
/// dictionary of factories' results a user would write by hand.
public final class LookupFixture: Sendable {
    /// One of the protocols services are looked up by.
    protocol Analytics: Sendable {}
    /// One of the protocols services are looked up by.
    protocol Network: Sendable {}
    /// One of the protocols services are looked up by.
    protocol Storage: Sendable {}
    /// One of the protocols services are looked up by.
    protocol Session: Sendable {}
    /// One of the protocols services are looked up by.
    protocol Theme: Sendable {}
    /// One of the protocols services are looked up by.
    protocol Push: Sendable {}
    /// One of the protocols services are looked up by.
    protocol Links: Sendable {}
    /// One of the protocols services are looked up by.
    protocol Flags: Sendable {}

    /// A service that adopts every protocol, so each lookup finds one.
    final class Service: Analytics, Network, Storage, Session, Theme, Push, Links, Flags {}

    /// The hand-written alternative: instances by type, behind a lock.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var instances: [ObjectIdentifier: Any] = [:]

        func register<Value>(_ type: Value.Type, _ instance: Value) {
            lock.withLock { instances[ObjectIdentifier(type)] = instance }
        }

        func resolve<Value>(_ type: Value.Type) -> Value {
            lock.withLock { instances[ObjectIdentifier(type)] as! Value }
        }
    }

    /// The fixture every lookup benchmark uses.
    public static let shared = LookupFixture()
    /// How many lookups one benchmark sample makes; the ratio table divides by it.
    public static let lookupsPerSample = 8_000

    private let locator = ServiceLocator()
    private let registry = Registry()

    private init() {
        let service = Service()
        func register<Value: Sendable>(_ type: Value.Type, _ instance: Value) {
            locator.register(type) { _ in instance }
            registry.register(type, instance)
        }
        register((any Analytics).self, service)
        register((any Network).self, service)
        register((any Storage).self, service)
        register((any Session).self, service)
        register((any Theme).self, service)
        register((any Push).self, service)
        register((any Links).self, service)
        register((any Flags).self, service)
        _ = lookUpThroughLocator(rounds: 1)
    }

    /// Looks each of the eight services up `rounds` times through the locator.
    public func lookUpThroughLocator(rounds: Int) -> Int {
        var found = 0
        do {
            for _ in 0..<rounds {
                found &+= try locator.resolve((any Analytics).self) is Service ? 1 : 0
                found &+= try locator.resolve((any Network).self) is Service ? 1 : 0
                found &+= try locator.resolve((any Storage).self) is Service ? 1 : 0
                found &+= try locator.resolve((any Session).self) is Service ? 1 : 0
                found &+= try locator.resolve((any Theme).self) is Service ? 1 : 0
                found &+= try locator.resolve((any Push).self) is Service ? 1 : 0
                found &+= try locator.resolve((any Links).self) is Service ? 1 : 0
                found &+= try locator.resolve((any Flags).self) is Service ? 1 : 0
            }
        } catch {
            preconditionFailure("every benchmark service is registered: \(error)")
        }
        return found
    }

    /// Looks each of the eight services up `rounds` times through the hand-written registry.
    public func lookUpThroughDictionary(rounds: Int) -> Int {
        var found = 0
        for _ in 0..<rounds {
            found &+= registry.resolve((any Analytics).self) is Service ? 1 : 0
            found &+= registry.resolve((any Network).self) is Service ? 1 : 0
            found &+= registry.resolve((any Storage).self) is Service ? 1 : 0
            found &+= registry.resolve((any Session).self) is Service ? 1 : 0
            found &+= registry.resolve((any Theme).self) is Service ? 1 : 0
            found &+= registry.resolve((any Push).self) is Service ? 1 : 0
            found &+= registry.resolve((any Links).self) is Service ? 1 : 0
            found &+= registry.resolve((any Flags).self) is Service ? 1 : 0
        }
        return found
    }
}
