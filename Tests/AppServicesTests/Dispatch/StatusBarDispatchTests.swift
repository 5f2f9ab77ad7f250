import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

final class StatusBarProbe: JournalingProbe, StatusBarService {
    func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {
        journal.note(name, "willChangeStatusBarOrientation \(newStatusBarOrientation) \(duration)")
    }

    func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {
        journal.note(name, "didChangeStatusBarOrientation \(oldStatusBarOrientation)")
    }

    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        journal.note(name, "willChangeStatusBarFrame \(newStatusBarFrame.height)")
    }

    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        journal.note(name, "didChangeStatusBarFrame \(oldStatusBarFrame.height)")
    }
}

/// Status-bar changes reach every adopting service in order, with their arguments.
@MainActor
@Suite struct StatusBarDispatchTests {
    let selectors = [
        "application:willChangeStatusBarOrientation:duration:", "application:didChangeStatusBarOrientation:",
        "application:willChangeStatusBarFrame:", "application:didChangeStatusBarFrame:",
    ]

    func makeHarness() -> AppEventsHarness {
        AppEventsHarness { journal in
            [StatusBarProbe("layout", journal), BystanderService(), StatusBarProbe("overlay", journal)]
        }
    }

    @Test func anOrientationAboutToChangeReachesEveryServiceInOrder() {
        let harness = makeHarness()
        harness.delegate.application(harness.application, willChangeStatusBarOrientation: .landscapeLeft, duration: 0.3)
        #expect(
            harness.journal.entries == [
                "layout willChangeStatusBarOrientation landscapeLeft 0.3",
                "overlay willChangeStatusBarOrientation landscapeLeft 0.3",
            ])
        #expect(harness.records.map(\.selector) == ["application:willChangeStatusBarOrientation:duration:"])
    }

    @Test func aChangedOrientationReachesEveryServiceInOrder() {
        let harness = makeHarness()
        harness.delegate.application(harness.application, didChangeStatusBarOrientation: .portrait)
        #expect(
            harness.journal.entries == [
                "layout didChangeStatusBarOrientation portrait", "overlay didChangeStatusBarOrientation portrait",
            ])
        #expect(harness.records.map(\.selector) == ["application:didChangeStatusBarOrientation:"])
    }

    @Test func aFrameAboutToChangeReachesEveryServiceInOrder() {
        let harness = makeHarness()
        harness.delegate.application(
            harness.application, willChangeStatusBarFrame: CGRect(x: 0, y: 0, width: 390, height: 54))
        #expect(
            harness.journal.entries == [
                "layout willChangeStatusBarFrame 54.0", "overlay willChangeStatusBarFrame 54.0",
            ])
        #expect(harness.records.map(\.selector) == ["application:willChangeStatusBarFrame:"])
    }

    @Test func aChangedFrameReachesEveryServiceInOrder() {
        let harness = makeHarness()
        harness.delegate.application(
            harness.application, didChangeStatusBarFrame: CGRect(x: 0, y: 0, width: 390, height: 20))
        #expect(
            harness.journal.entries == [
                "layout didChangeStatusBarFrame 20.0", "overlay didChangeStatusBarFrame 20.0",
            ])
        #expect(harness.records.map(\.selector) == ["application:didChangeStatusBarFrame:"])
    }

    @Test func theStatusBarCallbacksAreAdvertisedExactlyWhenAServiceAdoptsTheCapability() {
        let adopting = makeHarness()
        let bystanders = AppEventsHarness { _ in [BystanderService()] }
        for selector in selectors {
            #expect(adopting.delegate.advertises(selector), "\(selector)")
            #expect(!bystanders.delegate.advertises(selector), "\(selector)")
        }
    }
}
