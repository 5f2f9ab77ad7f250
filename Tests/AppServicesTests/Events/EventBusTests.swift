import Foundation
import Testing

@testable import AppServices

private struct Ping: AppEvent, Equatable { var number: Int }
private struct Pong: AppEvent, Equatable { var number: Int }

/// Records what handlers saw, on the main actor.
@MainActor
private final class Recorder {
    var entries: [String] = []
}

/// A subscriber that keeps its own token, as a service would.
@MainActor
private final class Listener {
    var subscription: EventSubscription?
    init(bus: EventBus, recorder: Recorder, name: String) {
        subscription = bus.subscribe(to: Ping.self) { event in recorder.entries.append("\(name) \(event.number)") }
    }
}

@MainActor
@Suite struct EventBusTests {
    @Test func aPostOnTheMainThreadDeliversInOrderBeforeReturning() {
        let bus = EventBus()
        let recorder = Recorder()
        let first = bus.subscribe(to: Ping.self) { recorder.entries.append("first \($0.number)") }
        let second = bus.subscribe(to: Ping.self) { recorder.entries.append("second \($0.number)") }
        let other = bus.subscribe(to: Pong.self) { recorder.entries.append("pong \($0.number)") }
        bus.post(Ping(number: 1))
        bus.post(Pong(number: 2))
        bus.post(Ping(number: 3))
        #expect(recorder.entries == ["first 1", "second 1", "pong 2", "first 3", "second 3"])
        withExtendedLifetime((first, second, other)) {}
    }

    @Test func anEventPostedByAHandlerIsDeliveredAfterTheCurrentOne() {
        let bus = EventBus()
        let recorder = Recorder()
        let chain = bus.subscribe(to: Ping.self) { event in
            recorder.entries.append("ping \(event.number)")
            bus.post(Pong(number: event.number))
        }
        let late = bus.subscribe(to: Ping.self) { recorder.entries.append("late ping \($0.number)") }
        let pong = bus.subscribe(to: Pong.self) { recorder.entries.append("pong \($0.number)") }
        bus.post(Ping(number: 1))
        #expect(recorder.entries == ["ping 1", "late ping 1", "pong 1"])
        withExtendedLifetime((chain, late, pong)) {}
    }

    @Test func aReleasedTokenEndsTheSubscription() {
        let bus = EventBus()
        let recorder = Recorder()
        var listener: Listener? = Listener(bus: bus, recorder: recorder, name: "listener")
        weak let weakListener = listener
        bus.post(Ping(number: 1))
        listener = nil
        #expect(weakListener == nil)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
        bus.post(Ping(number: 2))
        #expect(recorder.entries == ["listener 1"])
    }

    @Test func aDeallocatedTargetIsNeverCalledEvenWhileItsTokenLives() {
        let bus = EventBus()
        let recorder = Recorder()
        var target: Recorder? = Recorder()
        weak let weakTarget = target
        let token = bus.subscribe(to: Ping.self, target: target!) { target, event in
            target.entries.append("\(event.number)")
            recorder.entries.append("called \(event.number)")
        }
        bus.post(Ping(number: 1))
        target = nil
        #expect(weakTarget == nil)
        bus.post(Ping(number: 2))
        #expect(recorder.entries == ["called 1"])
        #expect(token.isActive)
    }

    @Test func subscriptionsChangedDuringDispatchTakeEffectAsDocumented() {
        let bus = EventBus()
        let recorder = Recorder()
        var tokens: [String: EventSubscription] = [:]
        tokens["canceller"] = bus.subscribe(to: Ping.self) { event in
            recorder.entries.append("canceller \(event.number)")
            tokens["victim"]?.cancel()
            if tokens["added"] == nil {
                tokens["added"] = bus.subscribe(to: Ping.self) { recorder.entries.append("added \($0.number)") }
            }
        }
        tokens["victim"] = bus.subscribe(to: Ping.self) { recorder.entries.append("victim \($0.number)") }
        bus.post(Ping(number: 1))
        bus.post(Ping(number: 2))
        #expect(recorder.entries == ["canceller 1", "canceller 2", "added 2"])
        #expect(tokens["victim"]?.isActive == false)
    }

    @Test func postsFromAnotherThreadArriveOnTheMainActorInOrder() async {
        let bus = EventBus()
        let (received, continuation) = AsyncStream.makeStream(of: Int.self)
        let token = bus.subscribe(to: Ping.self) { event in
            MainActor.assertIsolated()
            continuation.yield(event.number)
            if event.number == 99 { continuation.finish() }
        }
        await Task.detached {
            for number in 0..<100 { bus.post(Ping(number: number)) }
        }.value
        var numbers: [Int] = []
        for await number in received { numbers.append(number) }
        #expect(numbers == Array(0..<100))
        withExtendedLifetime(token) {}
    }

    @Test func aStreamReceivesEventsInOrderAndUnsubscribesWhenItEnds() async {
        let bus = EventBus()
        var numbers: [Int] = []
        do {
            let stream = bus.events(of: Ping.self)
            #expect(bus.subscriberCount(for: Ping.self) == 1)
            await Task.detached {
                for number in 0..<10 { bus.post(Ping(number: number)) }
            }.value
            for await event in stream {
                numbers.append(event.number)
                if numbers.count == 10 { break }
            }
        }
        #expect(numbers == Array(0..<10))
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test func aReleasedStreamUnsubscribes() {
        let bus = EventBus()
        do {
            let stream = bus.events(of: Pong.self)
            #expect(bus.subscriberCount(for: Pong.self) == 1)
            withExtendedLifetime(stream) {}
        }
        #expect(bus.subscriberCount(for: Pong.self) == 0)
    }

    @Test func subscribingCancellingAndPostingFromManyThreadsIsSafe() async {
        let bus = EventBus()
        let (delivered, continuation) = AsyncStream.makeStream(of: Int.self)
        let keeper = bus.subscribe(to: Pong.self) { event in
            continuation.yield(event.number)
            if event.number == 199 { continuation.finish() }
        }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for round in 0..<50 {
                        let token = bus.subscribe(to: Ping.self) { _ in }
                        let stream = bus.events(of: Ping.self)
                        bus.post(Ping(number: round))
                        token.cancel()
                        withExtendedLifetime(stream) {}
                        if worker == 0 { bus.post(Pong(number: round)) }
                    }
                }
            }
        }
        await Task.detached {
            for number in 50..<200 { bus.post(Pong(number: number)) }
        }.value
        var numbers: [Int] = []
        for await number in delivered { numbers.append(number) }
        #expect(numbers == Array(0..<200))
        #expect(bus.subscriberCount(for: Ping.self) == 0)
        withExtendedLifetime(keeper) {}
    }
}
