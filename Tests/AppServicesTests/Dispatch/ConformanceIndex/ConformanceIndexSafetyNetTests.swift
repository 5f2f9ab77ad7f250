import InMemoryLogging
import Logging
import Testing

@testable import AppServices

/// What an app can do when the conformance index is wrong on its device: turn it off in its Info.plist, and in debug
/// builds have each answer compared with the runtime's cast, a difference turning it off by itself.
@MainActor
@Suite struct ConformanceIndexSafetyNetTests {
    private static let protocols: [Any.Type] = [(any DidBecomeActiveService).self, (any MemoryWarningService).self]

    @Test func theInfoPlistKeyTurnsTheIndexOff() {
        #expect(ConformanceIndex.disablingKey == "AppServicesConformanceIndexDisabled")
        #expect(ConformanceIndex.isDisabled(byInfoDictionary: ["AppServicesConformanceIndexDisabled": true]))
        #expect(!ConformanceIndex.isDisabled(byInfoDictionary: ["AppServicesConformanceIndexDisabled": false]))
        #expect(!ConformanceIndex.isDisabled(byInfoDictionary: ["CFBundleName": "App"]))
        #expect(!ConformanceIndex.isDisabled(byInfoDictionary: nil))
    }

    @Test func anIndexTurnedOffLeavesEveryQuestionToTheRuntime() {
        let service = FinalService()
        let on = ConformanceIndex(protocols: Self.protocols)
        let off = ConformanceIndex(protocols: Self.protocols, isEnabled: false)
        for existential in Self.protocols {
            #expect(on.answer(for: FinalService.self, conformingTo: existential) != .unknown)
            #expect(off.answer(for: type(of: service), conformingTo: existential) == .unknown)
        }
        #expect(!off.isEnabled)
    }

    #if DEBUG
    @Test(arguments: ConformanceShape.allCases)
    func theIndexsOwnAnswersPassTheCrossCheck(shape: ConformanceShape) {
        let (index, log) = (ConformanceIndex(protocols: ServiceConformance.indexedProtocols), InMemoryLogHandler())
        let crossCheck = ConformanceCrossCheck(index: index, logger: Logger(label: "test") { _ in log })
        let service = shape.make()
        let answers = index.answers(for: type(of: service))
        #expect(crossCheck.compare(service) { answers.answer(conformingTo: $0) })
        #expect(index.isEnabled)
        #expect(log.entries.isEmpty)
    }

    /// A wrong answer about a conforming class.
    enum WrongAnswer: CaseIterable, Sendable {
        case doesNotConform, anotherWitnessTable

        var answer: ConformanceIndex.Answer {
            switch self {
            case .doesNotConform: .doesNotConform
            case .anotherWitnessTable: .conforms(witnessTable: UnsafeRawPointer(bitPattern: 0x1000)!)
            }
        }
    }

    @Test(arguments: WrongAnswer.allCases)
    func aWrongAnswerTurnsTheIndexOffAndIsLogged(wrong: WrongAnswer) throws {
        let (index, log) = (ConformanceIndex(protocols: Self.protocols), InMemoryLogHandler())
        let crossCheck = ConformanceCrossCheck(index: index, logger: Logger(label: "test") { _ in log })
        let service = FinalService()
        let didBecomeActive = ObjectIdentifier((any DidBecomeActiveService).self)
        #expect(!crossCheck.compare(service) { ObjectIdentifier($0) == didBecomeActive ? wrong.answer : .unknown })
        #expect(!index.isEnabled)
        #expect(index.answer(for: FinalService.self, conformingTo: (any DidBecomeActiveService).self) == .unknown)
        let entry = try #require(log.entries.first)
        #expect(log.entries.count == 1)
        #expect(entry.level == .error)
        #expect(entry.message.description.contains("FinalService"))
        #expect(entry.message.description.contains("DidBecomeActiveService"))
    }
    #endif
}
