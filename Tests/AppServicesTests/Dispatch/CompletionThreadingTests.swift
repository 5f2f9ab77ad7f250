import AppServices
import AppServicesTesting
import Dispatch
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Services call their completion handlers from any thread, as SDK callbacks do: each handler still
/// counts once, and the system's completion is called exactly once, on the main actor.
@MainActor
@Suite struct CompletionThreadingTests {
    /// A fetch service that keeps its handler, as a service waiting for an SDK callback does.
    final class KeepingFetchService: BackgroundFetchService {
        var completion: ((UIBackgroundFetchResult) -> Void)?
        func application(
            _ application: UIApplication,
            performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            completion = completionHandler
        }
    }

    /// A fetch service that answers from a global queue, as code in a Swift 5 module may.
    final class GlobalQueueFetchService: BackgroundFetchService {
        func application(
            _ application: UIApplication,
            performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            let handler = ForeignHandler(completionHandler)
            DispatchQueue.global().async { handler.call(.newData) }
        }
    }

    /// What the system's completion saw: its values, and whether each call came on the main actor.
    final class SystemRecord: Sendable {
        private let calls = Locked<[(value: UIBackgroundFetchResult, onMainActor: Bool)]>([])

        var values: [UIBackgroundFetchResult] { calls.withLock { $0.map(\.value) } }
        var allOnMainActor: Bool { calls.withLock { $0.allSatisfy(\.onMainActor) } }

        var handler: (UIBackgroundFetchResult) -> Void {
            { value in self.calls.withLock { $0.append((value, MainQueueProbe.isCurrent)) } }
        }
    }

    @Test func aHandlerCalledFromAGlobalQueueAnswersTheSystemOnceOnTheMainActor() async {
        for _ in 0..<20 {
            let harness = DispatchHarness(services: [GlobalQueueFetchService(), GlobalQueueFetchService()])
            let system = SystemRecord()
            harness.host.application(harness.application, performFetchWithCompletionHandler: system.handler)
            await waitUntil { !system.values.isEmpty }
            await harness.settle { false }
            #expect(system.values == [.newData])
            #expect(system.allOnMainActor)
            #expect(harness.warnings.isEmpty)
        }
    }

    @Test func handlersCalledManyTimesFromManyThreadsAtOnceEachCountOnce() async {
        let results: [UIBackgroundFetchResult] = [.noData, .failed, .noData, .newData, .noData, .failed]
        let callsPerService = 8
        for _ in 0..<50 {
            let services = results.map { _ in KeepingFetchService() }
            let harness = DispatchHarness(services: services)
            let system = SystemRecord()
            harness.host.application(harness.application, performFetchWithCompletionHandler: system.handler)
            let handlers = services.map { ForeignHandler($0.completion) }

            DispatchQueue.concurrentPerform(iterations: results.count * callsPerService) { call in
                handlers[call % results.count].call(results[call % results.count])
            }
            let repeats = results.count * (callsPerService - 1)
            await waitUntil { !system.values.isEmpty && harness.warnings.count == repeats }

            #expect(system.values == [.newData])
            #expect(system.allOnMainActor)
            #expect(harness.warnings.count == repeats)
            #expect(harness.warnings.allSatisfy { $0.contains("more than once") })
        }
    }

    @Test func answersFromOtherThreadsRacingTheDeadlineAnswerTheSystemOnce() async {
        for round in 0..<50 {
            let services = [KeepingFetchService(), KeepingFetchService()]
            let harness = DispatchHarness(services: services)
            let system = SystemRecord()
            harness.host.application(harness.application, performFetchWithCompletionHandler: system.handler)
            await harness.clock.waitForSleepers(count: 1)
            let handlers = services.map { ForeignHandler($0.completion) }

            handlers[0].call(.noData)
            let answering = Thread { handlers[1].call(.newData) }
            answering.start()
            if round.isMultiple(of: 2) { await Task.yield() }
            harness.clock.advance(by: DispatchDeadlines.default.backgroundFetch)
            await waitUntil { answering.isFinished && !system.values.isEmpty }
            await harness.settle { false }

            #expect(system.values.count == 1)
            #expect(system.values == [.noData] || system.values == [.newData])
            #expect(system.allOnMainActor)
            let late = harness.warnings.filter { $0.contains("after the") }.count
            let silent = harness.warnings.filter { $0.contains("did not call") }.count
            #expect(late == silent, "\(harness.warnings)")
            #expect(late == (system.values == [.noData] ? 1 : 0), "\(harness.warnings)")
        }
    }

    /// Waits on the main actor, up to ten seconds, for work done on other threads.
    private func waitUntil(_ done: () -> Bool) async {
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: .seconds(10))
        while !done(), clock.now < giveUp {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

/// Whether the caller runs on the main queue, the main actor's executor (on Linux, test runners hand the
/// main queue to another thread, so `Thread.isMainThread` cannot tell).
enum MainQueueProbe {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// A service's completion handler as code in a Swift 5 module holds it: free to call from any thread,
/// with none of the checks Swift 6 applies.
struct ForeignHandler<Value>: @unchecked Sendable {
    private let handler: ((Value) -> Void)?

    init(_ handler: ((Value) -> Void)?) {
        self.handler = handler
    }

    func call(_ value: Value) {
        handler?(value)
    }
}
