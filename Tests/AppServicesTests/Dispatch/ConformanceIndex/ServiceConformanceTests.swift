import PropertyBased
import SelfRegistrationFixture
import Testing

@testable import AppServices

/// The conformance index answers every (service, library protocol) pair exactly as the runtime's cast does.
@MainActor
@Suite struct ServiceConformanceTests {
    /// `is` and `as?` through the index, beside the runtime's own, for one service and one existential type.
    private static func compare(_ service: any ApplicationService, _ existential: Any.Type) -> (
        index: (conforms: Bool, cast: [UInt]?), runtime: (conforms: Bool, cast: [UInt]?)
    ) {
        func open<Capability>(_ capability: Capability.Type) -> (
            index: (conforms: Bool, cast: [UInt]?), runtime: (conforms: Bool, cast: [UInt]?)
        ) {
            (
                (
                    ServiceConformance.conforms(service, to: capability),
                    words(ServiceConformance.cast(service, to: capability))
                ),
                (service is Capability, words(service as? Capability))
            )
        }
        return open(existential)
    }

    /// The words of an existential container: the object and its witness table.
    private static func words<Value>(_ value: Value?) -> [UInt]? {
        guard var value else { return nil }
        return withUnsafeBytes(of: &value) { Array($0.bindMemory(to: UInt.self)) }
    }

    @Test(arguments: ConformanceShape.allCases)
    func everyLibraryProtocolIsAnsweredAsTheCastAnswersIt(shape: ConformanceShape) {
        let (name, service) = (shape.rawValue, shape.make())
        for existential in ServiceConformance.indexedProtocols {
            let answers = Self.compare(service, existential)
            #expect(answers.index.conforms == answers.runtime.conforms, "\(name), \(existential)")
            #expect(answers.index.cast == answers.runtime.cast, "\(name), \(existential)")
        }
    }

    @Test(arguments: ConformanceShape.allCases)
    func theRecordsDecideEveryShapeButConditionalConformances(shape: ConformanceShape) {
        let service = shape.make()
        let undecided = ServiceConformance.indexedProtocols.filter {
            ConformanceIndex.shared.answer(for: type(of: service), conformingTo: $0) == .unknown
        }
        if shape.hasConditionalConformance {
            #expect(undecided.map(ObjectIdentifier.init) == [ObjectIdentifier((any MemoryWarningService).self)])
        } else {
            #expect(undecided.isEmpty, "\(shape.rawValue): \(undecided)")
        }
    }

    @Test func theAdoptedCapabilitiesAreTheDeclaredOnes() {
        let registration = ServiceHost.registration(of: AddingService(), priority: 0)
        #expect(registration.callbacks == [.didEnterBackground, .willTerminate])
        let retroactive = ServiceHost.registration(of: ExtendedElsewhereService(), priority: 0)
        #expect(retroactive.callbacks == [.significantTimeChange])
    }

    /// A fresh index asked in any order gives the runtime's answers: what it caches for a subclass, a
    /// superclass or a generic argument never leaks into another question.
    @Test func aFreshIndexAnswersInAnyOrder() async {
        let pairs = zip(
            Gen<ConformanceShape>.case, Gen.int(in: 0...(ServiceConformance.indexedProtocols.count - 1))
        ).array(of: 1...40)
        await propertyCheck(count: 25, input: pairs) { pairs in
            let protocols = ServiceConformance.indexedProtocols
            let index = ConformanceIndex(protocols: protocols)
            for (shape, protocolIndex) in pairs {
                let (name, service) = (shape.rawValue, shape.make())
                let existential = protocols[protocolIndex]
                let answer = index.answer(for: type(of: service), conformingTo: existential)
                let runtime = Self.compare(service, existential).runtime
                switch answer {
                case .conforms(let witnessTable):
                    #expect(runtime.cast?.last == UInt(bitPattern: witnessTable), "\(name), \(existential)")
                case .doesNotConform: #expect(!runtime.conforms, "\(name), \(existential)")
                case .unknown: #expect(shape.hasConditionalConformance, "\(name), \(existential)")
                }
            }
        }
    }
}
