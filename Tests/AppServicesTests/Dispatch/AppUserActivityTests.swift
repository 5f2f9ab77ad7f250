import Foundation
import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct AppUserActivityTests {
    static let continuationSelectors = [
        "application:willContinueUserActivityWithType:", "application:continueUserActivity:restorationHandler:",
        "application:didFailToContinueUserActivityWithType:error:",
    ]
    static let updateSelector = "application:didUpdateUserActivity:"

    let activity = NSUserActivity(activityType: "com.example.article")

    @Test func theHeadsUpReachesEveryServiceAndIsTrueIfAnyShowsItsOwnUI() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Handoff(log), Links(log, showsProgress: true), Spotlight(log)])
        let application = appStateSystem(delegate).application

        #expect(Self.continuationSelectors.allSatisfy(delegate.advertises))
        #expect(delegate.application(application, willContinueUserActivityWithType: "com.example.article"))
        #expect(log.entries == ["Handoff will", "Links will", "Spotlight will"])

        let quiet = TestAppDelegate(services: [Handoff(log), Spotlight(log)])
        #expect(!quiet.application(application, willContinueUserActivityWithType: "com.example.article"))
    }

    @Test func theFirstServiceThatContinuesOwnsTheActivityAndAloneReachesTheRestorationHandler() throws {
        let capture = InMemoryLogCapture()
        let log = CallLog()
        let delegate = TestAppDelegate(
            services: [
                Handoff(log, restores: true), Links(log, continues: true, restores: true),
                Spotlight(log, continues: true),
            ],
            logger: capture.logger)
        let system = appStateSystem(delegate)
        var records: [DispatchRecord] = []
        delegate.host.observer = { records.append($0) }

        let (handled, restored) = system.continueUserActivity(activity)

        #expect(handled == true)
        #expect(
            records.last
                == DispatchRecord(
                    selector: Self.continuationSelectors[1], services: ["Handoff", "Links"], merged: "true"))
        #expect(log.entries == ["Handoff will", "Links will", "Spotlight will", "Handoff continue", "Links continue"])
        #expect(restored.values == [["LinksScreen"]], "only the owner's objects, once")
        let warning = try #require(capture.messages.first)
        #expect(capture.messages.count == 1)
        #expect(warning.contains("Handoff called the restoration handler"))
    }

    @Test func anOwnerMayCallTheRestorationHandlerLaterAndItReachesTheSystemUnchanged() {
        let log = CallLog()
        let links = Links(log, continues: true, restoresLater: true)
        let delegate = TestAppDelegate(services: [links])
        let system = appStateSystem(delegate)

        let (handled, restored) = system.continueUserActivity(activity)
        #expect(handled == true)
        #expect(restored.callCount == 0, "calling the handler is optional and may come later")

        links.restoreNow()
        #expect(restored.values == [["LinksScreen"]])
    }

    @Test func anActivityNobodyContinuesIsNotHandledAndTheHandlerIsNeverCalled() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Handoff(log), Spotlight(log)])
        let system = appStateSystem(delegate)

        let (handled, restored) = system.continueUserActivity(activity)

        #expect(handled == false)
        #expect(restored.callCount == 0)
        #expect(log.entries == ["Handoff will", "Spotlight will", "Handoff continue", "Spotlight continue"])
    }

    @Test func withoutAUserActivityServiceTheContinuationMethodsAreHidden() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [ActivityUpdates(log)])
        let system = appStateSystem(delegate)

        #expect(!Self.continuationSelectors.contains(where: delegate.advertises))
        #expect(system.continueUserActivity(activity).handled == nil)
        #expect(system.log.isEmpty)
    }

    @Test func aFailureIsBroadcastToEveryServiceInOrder() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Handoff(log), Links(log), Spotlight(log)])
        let application = appStateSystem(delegate).application

        delegate.application(
            application, didFailToContinueUserActivityWithType: "com.example.article",
            error: CocoaError(.userCancelled))

        #expect(log.entries == ["Handoff failed", "Links failed", "Spotlight failed"])
    }

    @Test func anUpdateIsBroadcastToTheUpdateServicesOnly() {
        let log = CallLog()
        let updates = ActivityUpdates(log)
        let delegate = TestAppDelegate(services: [Handoff(log), updates, OtherActivityUpdates(log)])
        let system = appStateSystem(delegate)

        #expect(delegate.advertises(Self.updateSelector))
        system.deliver(Self.updateSelector) { $1.application($0, didUpdate: activity) }

        #expect(log.entries == ["ActivityUpdates updated", "OtherActivityUpdates updated"])
        #expect(!TestAppDelegate(services: [Handoff(log)]).advertises(Self.updateSelector))
    }
}

/// A view controller that restores itself from an activity.
private final class LinksScreen: UIResponder, UIUserActivityRestoring {
    func restoreUserActivityState(_ userActivity: NSUserActivity) {}
}

/// A user-activity service that answers as configured and records under its type's name.
private class ActivityHandler: UserActivityService {
    let log: CallLog
    let showsProgress: Bool
    let continues: Bool
    let restores: Bool
    let restoresLater: Bool
    private var pendingRestoration: (() -> Void)?

    init(
        _ log: CallLog,
        showsProgress: Bool = false,
        continues: Bool = false,
        restores: Bool = false,
        restoresLater: Bool = false
    ) {
        self.log = log
        self.showsProgress = showsProgress
        self.continues = continues
        self.restores = restores
        self.restoresLater = restoresLater
    }

    var name: String { String(describing: type(of: self)) }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        log.append("\(name) will")
        return showsProgress
    }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        log.append("\(name) continue")
        if restores { restorationHandler([LinksScreen()]) }
        if restoresLater { pendingRestoration = { restorationHandler([LinksScreen()]) } }
        return continues
    }

    func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
        log.append("\(name) failed")
    }

    /// Calls the restoration handler kept from the continuation.
    func restoreNow() {
        pendingRestoration?()
        pendingRestoration = nil
    }
}

private final class Handoff: ActivityHandler {}
private final class Links: ActivityHandler {}
private final class Spotlight: ActivityHandler {}

/// A service told about activity updates, recording under its type's name.
private class ActivityUpdates: UserActivityUpdateService {
    let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
        log.append("\(type(of: self)) updated")
    }
}

private final class OtherActivityUpdates: ActivityUpdates {}
