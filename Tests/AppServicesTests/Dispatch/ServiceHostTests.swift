import Foundation
import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct ServiceHostTests {
    final class Launcher: DidFinishLaunchingService {
        let name: String
        let log: CallLog
        var onLaunch: (() -> Void)?
        init(_ name: String, _ log: CallLog) {
            self.name = name
            self.log = log
        }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append(name)
            onLaunch?()
            return true
        }
    }

    final class Plain: ApplicationService {}

    @Test func servicesRunByPriorityThenRegistrationOrder() {
        let log = CallLog()
        let harness = DispatchHarness()
        harness.host.add(Launcher("b0", log))
        harness.host.add(Launcher("a10", log), priority: 10)
        harness.host.add(Launcher("c0", log))
        harness.host.add(Launcher("d-5", log), priority: -5)
        harness.host.add(Launcher("e10", log), priority: 10)
        _ = harness.host.application(harness.application, didFinishLaunchingWithOptions: nil)
        #expect(log.entries == ["a10", "e10", "b0", "c0", "d-5"])
    }

    @Test func addingOrRemovingDuringADispatchTakesEffectFromTheNextDispatch() {
        let log = CallLog()
        let harness = DispatchHarness()
        let first = Launcher("first", log)
        let second = Launcher("second", log)
        harness.host.add(first)
        harness.host.add(second)
        first.onLaunch = {
            harness.host.remove(second)
            harness.host.add(Launcher("late", log))
        }
        _ = harness.host.application(harness.application, didFinishLaunchingWithOptions: nil)
        #expect(log.entries == ["first", "second"])
        first.onLaunch = nil
        log.entries = []
        _ = harness.host.application(harness.application, didFinishLaunchingWithOptions: nil)
        #expect(log.entries == ["first", "late"])
    }

    @Test func serviceOfTypeFindsTheFirstServiceOfAClassOrProtocol() {
        let log = CallLog()
        let launcher = Launcher("l", log)
        let plain = Plain()
        let host = ServiceHost(services: [plain, launcher])
        #expect(host.service(ofType: Launcher.self) === launcher)
        #expect(host.service(ofType: (any DidFinishLaunchingService).self) === launcher)
        #expect(host.service(ofType: Plain.self) === plain)
        #expect(host.service(ofType: (any URLOpeningService).self) == nil)
    }

    // Releases are checked through weak references: an `isolated deinit` may run after the release.
    @Test func releasingTheHostReleasesItsServices() {
        weak var service: Plain?
        var host: ServiceHost? = {
            let plain = Plain()
            service = plain
            return ServiceHost(services: [plain])
        }()
        #expect(service != nil)
        #expect(host?.services.count == 1)
        host = nil
        #expect(service == nil)
    }

    /// In debug builds the conformance cross-check may hold a service it compares until the main queue's next turn
    /// (its `deinit` then runs there); the test waits for that, not for a leak: a service never released fails.
    @Test func releasingTheAppDelegateReleasesItsHostAndServices() async throws {
        weak var service: Plain?
        weak var host: ServiceHost?
        var delegate: TestAppDelegate? = {
            let plain = Plain()
            service = plain
            return TestAppDelegate(services: [plain])
        }()
        host = delegate?.host
        _ = delegate?.responds(to: NSSelectorFromString("application:openURL:options:"))
        #expect(service != nil && host != nil)
        delegate = nil
        #expect(host == nil)
        let giveUp = ContinuousClock.now + .seconds(30)
        while service != nil, ContinuousClock.now < giveUp { try await Task.sleep(for: .milliseconds(10)) }
        #expect(service == nil)
    }

    @Test func theObserverSeesEachDispatchWithItsServicesAndMergedAnswer() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Launcher("x", log)])
        var records: [DispatchRecord] = []
        harness.host.observer = { records.append($0) }
        _ = harness.host.application(harness.application, didFinishLaunchingWithOptions: nil)
        #expect(
            records == [
                DispatchRecord(
                    selector: "application:didFinishLaunchingWithOptions:", services: ["Launcher"], merged: "true")
            ])
    }
}
