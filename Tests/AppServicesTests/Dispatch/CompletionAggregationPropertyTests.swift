import AppServicesTesting
import Foundation
import PropertyBased
import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Random numbers of services answer a completion-handler callback in random orders, at random times,
/// twice, late or never; the system's completion must be called exactly once, with the best of the answers
/// given before the deadline, and every misbehaviour must be reported.
@MainActor
@Suite struct CompletionAggregationPropertyTests {
    final class Scripted: RemoteNotificationService {
        var completion: ((UIBackgroundFetchResult) -> Void)?
        func application(
            _ application: UIApplication,
            didReceiveRemoteNotification userInfo: [AnyHashable: Any],
            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            completion = completionHandler
        }
    }

    /// What one service does: answer `result` at `first` seconds (never when `nil`), and again at `second`.
    struct Script: CustomStringConvertible {
        var result: UIBackgroundFetchResult
        var first: Int?
        var second: Int?

        /// Decodes a script from a random number; times avoid the deadline itself, so no tie is possible.
        init(_ seed: Int) {
            result = [UIBackgroundFetchResult.newData, .noData, .failed][seed % 3]
            let firstRaw = (seed / 3) % 52
            first = firstRaw >= 50 ? nil : (firstRaw == 25 ? 24 : firstRaw)
            let hasSecond = (seed / 156) % 3 == 0
            let secondRaw = (first ?? 0) + 1 + (seed / 468) % 20
            second = hasSecond && first != nil ? (secondRaw == 25 ? 26 : secondRaw) : nil
        }

        var description: String {
            "\(result) at \(first.map(String.init) ?? "never") then \(second.map(String.init) ?? "-")"
        }
    }

    nonisolated static let deadline = 25

    @Test func theSystemCompletionIsCalledExactlyOnceWithTheMergedResult() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 0...6)) { seeds in
            let scripts = seeds.map(Script.init)
            let services = scripts.map { _ in Scripted() }
            let harness = DispatchHarness(services: services)
            var systemResults: [UIBackgroundFetchResult] = []
            harness.host.application(harness.application, didReceiveRemoteNotification: [:]) {
                systemResults.append($0)
            }
            if !services.isEmpty { await harness.clock.waitForSleepers(count: 1) }

            var events: [(time: Int, index: Int)] = []
            for (index, script) in scripts.enumerated() {
                if let first = script.first { events.append((first, index)) }
                if let second = script.second { events.append((second, index)) }
            }
            events.sort { $0.time < $1.time }
            var now = 0
            func advance(to time: Int) async {
                if now < Self.deadline && time >= Self.deadline && systemResults.isEmpty {
                    harness.clock.advance(by: .seconds(Self.deadline - now))
                    now = Self.deadline
                    await harness.settle { !systemResults.isEmpty }
                }
                if time > now {
                    harness.clock.advance(by: .seconds(time - now))
                    now = time
                }
            }
            for event in events {
                await advance(to: event.time)
                services[event.index].completion?(scripts[event.index].result)
            }
            await advance(to: 60)

            let everyoneInTime = scripts.allSatisfy { ($0.first ?? Int.max) < Self.deadline }
            let inTime = scripts.filter { ($0.first ?? Int.max) < Self.deadline }.map(\.result)
            #expect(systemResults == [UIBackgroundFetchResult.best(of: inTime)], "\(scripts)")

            let silent = scripts.filter { ($0.first ?? Int.max) > Self.deadline }.count
            let repeated = scripts.filter { script in
                guard script.second != nil else { return false }
                return everyoneInTime || script.second! < Self.deadline
            }.count
            let late =
                everyoneInTime
                ? 0
                : scripts.map { script in
                    [script.first, script.second].compactMap { $0 }.filter { $0 > Self.deadline }.count
                }.reduce(0, +)
            let warnings = harness.warnings
            #expect(
                warnings.filter { $0.contains("did not call its completion handler") }.count == silent, "\(scripts)")
            #expect(warnings.filter { $0.contains("more than once") }.count == repeated, "\(scripts)")
            #expect(warnings.filter { $0.contains("after the 25.0 seconds deadline") }.count == late, "\(scripts)")
        }
    }
}
