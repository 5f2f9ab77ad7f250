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

    final class Plain: ApplicationService {
        var onDeinit: (() -> Void)?
        isolated deinit { onDeinit?() }
    }

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

    @Test func releasingTheHostReleasesItsServices() {
        var released = false
        var host: ServiceHost? = {
            let plain = Plain()
            plain.onDeinit = { released = true }
            return ServiceHost(services: [plain])
        }()
        #expect(!released)
        #expect(host?.services.count == 1)
        host = nil
        #expect(released)
    }

    @Test func releasingTheAppDelegateReleasesItsHostAndServices() throws {
        var released = false
        var delegate: TestAppDelegate? = {
            let plain = Plain()
            plain.onDeinit = { released = true }
            return TestAppDelegate(services: [plain])
        }()
        _ = delegate?.host
        _ = delegate?.responds(to: NSSelectorFromString("application:openURL:options:"))
        #expect(!released)
        delegate = nil
        #expect(released)
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
