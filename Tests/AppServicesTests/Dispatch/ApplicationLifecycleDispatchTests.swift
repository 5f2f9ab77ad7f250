import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// One app-level state callback: how to make a service that handles it, how to deliver it, and its order.
struct LifecycleCallback: Sendable, CustomTestStringConvertible {
    var selector: String
    var reversed: Bool
    var makeService: @MainActor @Sendable (String, AppEventsJournal) -> any ApplicationService
    var deliver: @MainActor @Sendable (TestAppDelegate, UIApplication) -> Void

    var testDescription: String { selector }

    static let all: [LifecycleCallback] = [
        LifecycleCallback(selector: "applicationDidBecomeActive:", reversed: false, makeService: ActivationProbe.init) {
            $0.applicationDidBecomeActive($1)
        },
        LifecycleCallback(selector: "applicationWillResignActive:", reversed: true, makeService: ActivationProbe.init) {
            $0.applicationWillResignActive($1)
        },
        LifecycleCallback(
            selector: "applicationDidEnterBackground:", reversed: true, makeService: BackgroundTransitionProbe.init
        ) { $0.applicationDidEnterBackground($1) },
        LifecycleCallback(
            selector: "applicationWillEnterForeground:", reversed: false, makeService: BackgroundTransitionProbe.init
        ) { $0.applicationWillEnterForeground($1) },
        LifecycleCallback(selector: "applicationWillTerminate:", reversed: true, makeService: TerminationProbe.init) {
            $0.applicationWillTerminate($1)
        },
        LifecycleCallback(
            selector: "applicationDidReceiveMemoryWarning:", reversed: false, makeService: MemoryWarningProbe.init
        ) { $0.applicationDidReceiveMemoryWarning($1) },
        LifecycleCallback(
            selector: "applicationSignificantTimeChange:", reversed: false,
            makeService: SignificantTimeChangeProbe.init
        ) { $0.applicationSignificantTimeChange($1) },
        LifecycleCallback(
            selector: "applicationProtectedDataWillBecomeUnavailable:", reversed: true,
            makeService: ProtectedDataProbe.init
        ) { $0.applicationProtectedDataWillBecomeUnavailable($1) },
        LifecycleCallback(
            selector: "applicationProtectedDataDidBecomeAvailable:", reversed: false,
            makeService: ProtectedDataProbe.init
        ) { $0.applicationProtectedDataDidBecomeAvailable($1) },
    ]
}

/// App-level state callbacks reach every adopting service; teardown callbacks run in reverse order.
@MainActor
@Suite struct ApplicationLifecycleDispatchTests {
    @Test(arguments: LifecycleCallback.all)
    func everyAdoptingServiceIsToldInDispatchOrderOrInReverseForTeardown(_ callback: LifecycleCallback) {
        let harness = AppEventsHarness { journal in
            [
                callback.makeService("first", journal), BystanderService(), callback.makeService("second", journal),
                callback.makeService("third", journal),
            ]
        }
        harness.delegate.host.add(callback.makeService("urgent", harness.journal), priority: 10)

        callback.deliver(harness.delegate, harness.application)

        let order = ["urgent", "first", "second", "third"]
        let expected = (callback.reversed ? order.reversed() : order).map { "\($0) \(callback.selector)" }
        #expect(harness.journal.entries == expected)
        #expect(harness.records.map(\.selector) == [callback.selector])
        #expect(harness.records.first?.services.count == 4)
        #expect(harness.records.first?.merged == nil)
    }

    @Test(arguments: LifecycleCallback.all)
    func withoutAnAdoptingServiceTheCallbackIsNotAdvertised(_ callback: LifecycleCallback) {
        let bystanders = AppEventsHarness { _ in [BystanderService()] }
        #expect(!bystanders.delegate.advertises(callback.selector))

        let adopting = AppEventsHarness { journal in [callback.makeService("only", journal)] }
        #expect(adopting.delegate.advertises(callback.selector))
    }

    @Test func aServiceAddedWhileBecomingActiveIsToldFromTheNextCallbackOn() {
        let harness = AppEventsHarness { journal in [ActivationProbe("first", journal)] }
        let late = ActivationProbe("late", harness.journal)
        harness.delegate.host.observer = { [host = harness.delegate.host] record in
            if record.selector == "applicationDidBecomeActive:" { host.add(late) }
        }

        harness.delegate.applicationDidBecomeActive(harness.application)
        harness.delegate.applicationWillResignActive(harness.application)

        #expect(
            harness.journal.entries == [
                "first applicationDidBecomeActive:", "late applicationWillResignActive:",
                "first applicationWillResignActive:",
            ])
    }

    @Test func theHeadlessSystemDeliversMemoryTimeAndProtectedDataEventsToTheServices() {
        let harness = AppEventsHarness { journal in
            [MemoryWarningProbe("cache", journal), ProtectedDataProbe("vault", journal)]
        }

        harness.system.receiveMemoryWarning()
        harness.system.significantTimeChange()
        harness.system.protectedDataWillBecomeUnavailable()
        harness.system.protectedDataDidBecomeAvailable()

        #expect(
            harness.journal.entries == [
                "cache applicationDidReceiveMemoryWarning:", "vault applicationProtectedDataWillBecomeUnavailable:",
                "vault applicationProtectedDataDidBecomeAvailable:",
            ])
        let delivered = harness.system.log.filter { $0.kind == .applicationDelegate }.map(\.name)
        #expect(!delivered.contains("applicationSignificantTimeChange:"))
    }
}
