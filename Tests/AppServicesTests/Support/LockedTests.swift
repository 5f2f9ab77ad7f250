import AppServices
import Dispatch
import Foundation
import Testing

@Suite struct LockedTests {
    @Test func everyUpdateSurvivesThreadsContendingForTheLock() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.current == 160_000)
    }

    @Test func aThreadWaitsForAHolderThatKeepsTheLockLongerThanItsTries() {
        // The holder keeps the lock for 50 ms, far longer than the waiter's tries take, so the waiter
        // falls back to waiting; it must still see the holder's whole update and only then make its own.
        let log = Locked([String]())
        let holderHasLock = DispatchSemaphore(value: 0)
        let waiterDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            log.withLock { entries in
                holderHasLock.signal()
                entries.append("holder begins")
                Thread.sleep(forTimeInterval: 0.05)
                entries.append("holder ends")
            }
        }
        holderHasLock.wait()
        Thread.detachNewThread {
            log.withLock { $0.append("waiter") }
            waiterDone.signal()
        }
        waiterDone.wait()
        #expect(log.current == ["holder begins", "holder ends", "waiter"])
    }
}
