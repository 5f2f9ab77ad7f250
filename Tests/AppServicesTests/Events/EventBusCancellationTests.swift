import Dispatch
import Foundation
import Testing

@testable import AppServices

private struct Tick: AppEvent { var number: Int }

/// `cancel()` from any thread: once it has returned, the handler is not running and is never called again.
@MainActor
@Suite struct EventBusCancellationTests {
    /// What a handler saw of a cancellation made on another thread.
    private final class Witness: Sendable {
        let cancelReturned = Locked(false)
        let callsAfterCancelReturned = Locked(0)

        /// Notes a handler call that began or ended after `cancel()` returned.
        func check() {
            if cancelReturned.current { callsAfterCancelReturned.withLock { $0 += 1 } }
        }
    }

    @Test func aHandlerIsNeverRunningOnceCancelReturnedOnAnotherThread() {
        let bus = EventBus()
        let witness = Witness()
        for _ in 0..<100 {
            witness.cancelReturned.withLock { $0 = false }
            let token = bus.subscribe(to: Tick.self) { _ in
                witness.check()
                let start = ContinuousClock.now
                while ContinuousClock.now - start < .microseconds(20) {}
                witness.check()
            }
            let cancelling = Thread {
                token.cancel()
                witness.cancelReturned.withLock { $0 = true }
            }
            var number = 0
            cancelling.start()
            while !cancelling.isFinished {
                bus.post(Tick(number: number))
                number += 1
            }
            bus.post(Tick(number: number))
        }
        #expect(witness.callsAfterCancelReturned.current == 0)
    }

    @Test func aHandlerMayCancelItsOwnSubscription() {
        let bus = EventBus()
        let calls = Locked(0)
        var token: EventSubscription?
        token = bus.subscribe(to: Tick.self) { _ in
            calls.withLock { $0 += 1 }
            token?.cancel()
        }
        bus.post(Tick(number: 1))
        bus.post(Tick(number: 2))
        #expect(calls.current == 1)
        #expect(token?.isActive == false)
    }

    @Test func aHandlerMayReleaseItsOwnToken() {
        let bus = EventBus()
        let calls = Locked(0)
        var token: EventSubscription?
        token = bus.subscribe(to: Tick.self) { _ in
            calls.withLock { $0 += 1 }
            token = nil
        }
        bus.post(Tick(number: 1))
        bus.post(Tick(number: 2))
        #expect(calls.current == 1)
        #expect(token == nil)
    }

    @Test func cancellingWhilePostingFromManyThreadsStopsEveryDelivery() async {
        let bus = EventBus()
        let witness = Witness()
        for _ in 0..<20 {
            witness.cancelReturned.withLock { $0 = false }
            let streamed = bus.events(of: Tick.self)
            let token = bus.subscribe(to: Tick.self) { _ in witness.check() }
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        for number in 0..<200 { bus.post(Tick(number: number)) }
                    }
                }
                group.addTask {
                    token.cancel()
                    witness.cancelReturned.withLock { $0 = true }
                }
            }
            for _ in 0..<100 { await Task.yield() }
            withExtendedLifetime(streamed) {}
        }
        #expect(witness.callsAfterCancelReturned.current == 0)
        #expect(bus.subscriberCount(for: Tick.self) == 0)
    }
}
