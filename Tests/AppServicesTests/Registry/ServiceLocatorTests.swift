import Testing

@testable import AppServices

private protocol TimeSource: Sendable { var now: Int { get } }
private protocol Storage: Sendable { var name: String { get } }
private protocol Uploader: Sendable {}

private final class FixedTimeSource: TimeSource { let now = 42 }
private final class DiskStorage: Storage {
    let name: String
    init(source: any TimeSource) { name = "disk@\(source.now)" }
}
private final class NoUploader: Uploader {}

/// Counts how many times factories ran.
private final class Counter: Sendable {
    private let count = Locked(0)
    var value: Int { count.current }
    func increment() { count.withLock { $0 += 1 } }
}

private struct FactoryFailure: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

@Suite struct ServiceLocatorTests {
    private static func identity(_ instance: any Sendable) -> ObjectIdentifier {
        ObjectIdentifier(instance as AnyObject)
    }

    @Test func servicesAreCreatedLazilyOnceAndResolveTheirDependencies() throws {
        let locator = ServiceLocator()
        let counter = Counter()
        locator.register((any TimeSource).self) { _ in
            counter.increment()
            return FixedTimeSource()
        }
        locator.register((any Storage).self) { locator in try DiskStorage(source: locator.resolve()) }
        #expect(counter.value == 0)
        #expect(!locator.isCreated((any TimeSource).self))
        let storage: any Storage = try locator.resolve()
        #expect(storage.name == "disk@42")
        let again = try locator.resolve((any Storage).self)
        #expect(Self.identity(again) == Self.identity(storage))
        _ = try locator.resolve((any TimeSource).self)
        #expect(counter.value == 1)
        #expect(locator.isCreated((any TimeSource).self))
    }

    @Test func anUnregisteredProtocolNamesItselfAndWhatIsRegistered() {
        let locator = ServiceLocator()
        locator.register((any TimeSource).self) { _ in FixedTimeSource() }
        locator.register((any Storage).self) { _ in DiskStorage(source: FixedTimeSource()) }
        let error = #expect(throws: ServiceLookupError.self) { try locator.resolve((any Uploader).self) }
        #expect(error?.code == .notRegistered)
        #expect(error?.description == "no implementation registered for 'Uploader'; registered: Storage, TimeSource")
        let empty = #expect(throws: ServiceLookupError.self) { try ServiceLocator().resolve((any Uploader).self) }
        #expect(empty?.description == "no implementation registered for 'Uploader'; nothing is registered")
    }

    @Test func aFactoryCycleIsNamedInsteadOfOverflowingTheStack() {
        let locator = ServiceLocator()
        locator.register((any TimeSource).self) { locator -> any TimeSource in
            _ = try locator.resolve((any Storage).self)
            return FixedTimeSource()
        }
        locator.register((any Storage).self) { locator in try DiskStorage(source: locator.resolve()) }
        let error = #expect(throws: ServiceLookupError.self) { try locator.resolve((any Storage).self) }
        #expect(error?.code == .dependencyCycle)
        #expect(error?.cycle == ["Storage", "TimeSource", "Storage"])
        #expect(
            error?.description == "service factories depend on each other in a cycle: Storage -> TimeSource -> Storage")
        #expect(!locator.isCreated((any Storage).self))
        let selfCycle = ServiceLocator()
        selfCycle.register((any Uploader).self) { locator in try locator.resolve((any Uploader).self) }
        let direct = #expect(throws: ServiceLookupError.self) { try selfCycle.resolve((any Uploader).self) }
        #expect(direct?.cycle == ["Uploader", "Uploader"])
    }

    @Test func aFailingFactoryIsReportedAndRetriedOnTheNextLookup() throws {
        let locator = ServiceLocator()
        let attempts = Counter()
        locator.register((any Uploader).self) { _ in
            attempts.increment()
            if attempts.value == 1 { throw FactoryFailure() }
            return NoUploader()
        }
        let error = #expect(throws: ServiceLookupError.self) { try locator.resolve((any Uploader).self) }
        #expect(error?.description == "the factory for 'Uploader' failed: disk full")
        _ = try locator.resolve((any Uploader).self)
        #expect(attempts.value == 2)
    }

    @Test func replacingAndRemovingARegistrationForgetsTheInstance() throws {
        let locator = ServiceLocator()
        locator.register((any Storage).self) { _ in DiskStorage(source: FixedTimeSource()) }
        let first = try locator.resolve((any Storage).self)
        locator.register((any Storage).self) { _ in DiskStorage(source: FixedTimeSource()) }
        let second = try locator.resolve((any Storage).self)
        #expect(Self.identity(first) != Self.identity(second))
        #expect(locator.unregister((any Storage).self))
        #expect(throws: ServiceLookupError.self) { try locator.resolve((any Storage).self) }
        #expect(locator.registered.isEmpty)
    }

    @Test func concurrentFirstLookupsCreateOneInstance() async throws {
        let locator = ServiceLocator()
        let counter = Counter()
        locator.register((any TimeSource).self) { _ in
            counter.increment()
            return FixedTimeSource()
        }
        locator.register((any Storage).self) { locator in try DiskStorage(source: locator.resolve()) }
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for index in 0..<64 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        return ObjectIdentifier(try locator.resolve((any Storage).self) as AnyObject)
                    }
                    return ObjectIdentifier(try locator.resolve((any TimeSource).self) as AnyObject)
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 2)
        #expect(counter.value == 1)
    }

    @Test func registeringAndResolvingFromManyThreadsAtOnceIsSafe() async {
        let locator = ServiceLocator()
        locator.register((any TimeSource).self) { _ in FixedTimeSource() }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    switch index % 4 {
                    case 0: locator.register((any Uploader).self) { _ in NoUploader() }
                    case 1: locator.unregister((any Uploader).self)
                    case 2: _ = try? locator.resolve((any Uploader).self)
                    default: #expect((try? locator.resolve((any TimeSource).self)) != nil)
                    }
                }
            }
        }
        #expect(locator.registered.contains("TimeSource"))
    }
}
