import AppServicesTesting
import Testing

@Suite struct ManualClockTests {
    @Test func sleeperWakesOnlyWhenTheClockReachesItsDeadline() async throws {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(5)) }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(4))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await task.value
        #expect(clock.sleeperCount == 0)
        #expect(clock.now.offset == .seconds(5))
    }

    @Test func cancellingASleeperThrowsCancellationError() async {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(5)) }
        await clock.waitForSleepers(count: 1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func sleepersWakeInDeadlineOrder() async throws {
        let clock = ManualClock()
        let order = OrderBox()
        let late = Task {
            try await clock.sleep(for: .seconds(3))
            await order.append("late")
        }
        await clock.waitForSleepers(count: 1)
        let early = Task {
            try await clock.sleep(for: .seconds(1))
            await order.append("early")
        }
        await clock.waitForSleepers(count: 2)
        clock.advance(by: .seconds(1))
        try await early.value
        clock.advance(by: .seconds(2))
        try await late.value
        #expect(await order.items == ["early", "late"])
    }
}

private actor OrderBox {
    var items: [String] = []
    func append(_ item: String) { items.append(item) }
}
