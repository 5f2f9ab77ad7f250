import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The same services in an app without scenes, as apps ran before iOS 26 deprecated that life cycle: the
/// link comes in the launch options and the app delegate's own callbacks drive the services.
@MainActor
struct AppDelegateMorning {
    let system: HeadlessSystem
    let appDelegate: DemoAppDelegate
    let openedLinks = OpenedLinks()

    init(plan: RegistrationPlan) {
        appDelegate = DemoAppDelegate(plan: plan)
        system = HeadlessSystem(delegate: appDelegate)
    }

    func run() async throws {
        let orderLink = URL(string: "demo://orders/42")!
        try Demo.step("07:00", "cold launch from the same link, in the launch options; consent was given yesterday") {
            try system.launch(options: [.url: orderLink])
            appDelegate.launchScheduler?.reach(.consentGiven)
            try system.activate()
        }
        try check(openedLinks.urls == [orderLink], "the launch-options link did not reach the deep-link service")
        let report = try await require(
            appDelegate.launchScheduler?.finished, "the app delegate has no launch scheduler")
        LaunchStory.tellProgress(of: report)
        LaunchStory.tellMilestones(of: report)

        try Demo.step("23:00", "the app is sent to the background and terminated") {
            try system.resignActive()
            try system.enterBackground()
            try system.terminate()
        }
    }
}
