// swift-format-ignore-file
// The code of the DocC article "Waiting for the app's milestones" (WaitingForTheAppsMilestones.md), verbatim,
// so that it compiles against the library; MilestonesArticleTests checks that every block of the article
// appears here unchanged, and runs it.
import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

enum MilestonesArticle {}

extension LaunchMilestone {
    static let consentGiven: LaunchMilestone = "consentGiven"
}

extension MilestonesArticle {
final class AppDelegate: ServicesAppDelegate {
    override var launchMilestones: [LaunchMilestone] { [.consentGiven] }

    override var launchTasks: [LaunchTask] {
        [
            LaunchTask("analytics.start", phase: .firstSceneActive, failurePolicy: .optional) {
                AnalyticsSDK.start()
            }.waiting(for: .consentGiven),
            LaunchTask("analytics.upload", dependsOn: ["analytics.start"], phase: .idle, failurePolicy: .optional) {
                AnalyticsSDK.uploadQueuedEvents()
            },
        ]
    }
}

@MainActor
final class ConsentController {
    let appDelegate: AppDelegate

    init(appDelegate: AppDelegate) {
        self.appDelegate = appDelegate
    }

    func userAgreed() {
        ConsentStore.granted = true
        appDelegate.launchScheduler?.reach(.consentGiven)
    }
}

func printMilestones(of scheduler: LaunchScheduler) async {
    let report = await scheduler.finished
    for record in report.milestones {
        print(record.milestone, record.reached.map { "reached at \($0)" } ?? "not reached")
    }
    print("pending:", report.pendingTasks)
}
}

extension MilestonesArticle.ConsentController {
func userWithdrew() {
    ConsentStore.granted = false
    appDelegate.launchScheduler?.withdraw(.consentGiven)
    AnalyticsSDK.stopAndDeleteData()
}
}

// Stubs for the app's own code that the article names.

/// An analytics SDK that records what the app asked of it.
enum AnalyticsSDK {
    static let calls = Locked<[String]>([])
    static func start() { calls.withLock { $0.append("start") } }
    static func uploadQueuedEvents() { calls.withLock { $0.append("upload") } }
    static func stopAndDeleteData() { calls.withLock { $0.append("stop") } }
}

/// Where the app keeps the user's answer.
@MainActor enum ConsentStore {
    static var granted = false
}
