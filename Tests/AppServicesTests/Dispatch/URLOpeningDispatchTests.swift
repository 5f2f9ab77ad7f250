import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct URLOpeningDispatchTests {
    final class Opener: URLOpeningService {
        let name: String
        let scheme: String
        let log: CallLog
        init(_ name: String, scheme: String, log: CallLog) {
            self.name = name
            self.scheme = scheme
            self.log = log
        }
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            log.append(name)
            return url.scheme == scheme
        }
    }

    final class LegacyOpener: LegacyURLOpeningService {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
            log.append("legacy.handleOpen")
            return true
        }
        func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any)
            -> Bool
        {
            log.append("legacy.sourceApplication:\(sourceApplication ?? "-")")
            return true
        }
    }

    let url = URL(string: "mail://inbox")!

    @Test func theFirstServiceThatHandlesTheURLOwnsItAndLaterOnesAreNotAsked() {
        let log = CallLog()
        let harness = DispatchHarness(services: [
            Opener("web", scheme: "https", log: log), Opener("mail", scheme: "mail", log: log),
            Opener("other", scheme: "mail", log: log),
        ])
        #expect(harness.host.application(harness.application, open: url, options: [:]))
        #expect(log.entries == ["web", "mail"])
    }

    @Test func noServiceHandlingTheURLAnswersFalse() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Opener("web", scheme: "https", log: log)])
        #expect(!harness.host.application(harness.application, open: url, options: [:]))
        #expect(!DispatchHarness().host.application(harness.application, open: url, options: [:]))
    }

    @Test func legacyServicesTakePartInTheSameChainThroughTheMethodTheyAdopted() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Opener("web", scheme: "https", log: log), LegacyOpener(log)])
        #expect(harness.host.application(harness.application, open: url, options: [.sourceApplication: "com.mail"]))
        #expect(harness.host.application(harness.application, handleOpen: url))
        #expect(log.entries == ["web", "legacy.sourceApplication:com.mail", "web", "legacy.handleOpen"])
    }

    @Test func theChainFollowsServicesAddedAndRemovedAfterAURLWasOpened() {
        let log = CallLog()
        let web = Opener("web", scheme: "https", log: log)
        let harness = DispatchHarness(services: [web])
        #expect(!harness.host.application(harness.application, open: url, options: [:]))
        let mail = Opener("mail", scheme: "mail", log: log)
        harness.host.add(mail)
        harness.host.add(LegacyOpener(log), priority: 1)
        #expect(harness.host.application(harness.application, open: url, options: [:]))
        harness.host.remove(web)
        #expect(harness.host.application(harness.application, handleOpen: url))
        #expect(log.entries == ["web", "legacy.handleOpen", "legacy.handleOpen"])
        #expect(harness.host.remove(harness.host.services[0]))
        #expect(harness.host.application(harness.application, open: url, options: [:]))
        #expect(log.entries.last == "mail")
    }

    @Test func theDeprecatedSourceApplicationEntryPointFeedsTheChain() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Opener("mail", scheme: "mail", log: log)])
        #expect(
            harness.host.application(harness.application, open: url, sourceApplication: "com.x", annotation: "note"))
        #expect(log.entries == ["mail"])
    }

    @Test func urlSelectorsAreAdvertisedOnlyForServicesThatOpenURLs() {
        let log = CallLog()
        let none = TestAppDelegate(services: [])
        let modern = TestAppDelegate(services: [Opener("x", scheme: "x", log: log)])
        let legacy = TestAppDelegate(services: [LegacyOpener(log)])
        let selectors = [
            "application:openURL:options:", "application:handleOpenURL:",
            "application:openURL:sourceApplication:annotation:",
        ]
        #expect(selectors.map { none.responds(to: NSSelectorFromString($0)) } == [false, false, false])
        #expect(selectors.map { modern.responds(to: NSSelectorFromString($0)) } == [true, false, false])
        #expect(selectors.map { legacy.responds(to: NSSelectorFromString($0)) } == [true, true, true])
    }

    @Test func theHeadlessSystemDeliversAURLOnlyToAnAppWhoseServicesOpenURLs() throws {
        let log = CallLog()
        let withOpener = HeadlessSystem(delegate: TestAppDelegate(services: [Opener("mail", scheme: "mail", log: log)]))
        try withOpener.launch()
        #expect(withOpener.openURL(url) == true)
        let without = HeadlessSystem(delegate: TestAppDelegate(services: []))
        try without.launch()
        #expect(without.openURL(url) == nil)
    }
}

@MainActor
@Suite struct SelectiveServiceTests {
    final class Wrapper: URLOpeningService, SelectiveService {
        let handles: Bool
        init(handles: Bool) { self.handles = handles }
        func handles(_ callback: DelegateCallback) -> Bool { handles }
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            false
        }
    }

    @Test func aSelectiveServiceAdvertisesOnlyTheCallbacksItSaysItHandles() {
        let selector = NSSelectorFromString("application:openURL:options:")
        #expect(TestAppDelegate(services: [Wrapper(handles: true)]).responds(to: selector))
        #expect(!TestAppDelegate(services: [Wrapper(handles: false)]).responds(to: selector))
    }
}
