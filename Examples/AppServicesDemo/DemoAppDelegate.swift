import AppServices
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The demo's whole app delegate: its services and launch tasks come from the catalog and the manifest.
final class DemoAppDelegate: ServicesAppDelegate {
    private let plan: RegistrationPlan

    init(plan: RegistrationPlan) {
        self.plan = plan
        super.init()
    }

    override var registrationPlan: RegistrationPlan? { plan }

    /// The link that launched the app waits for the user's consent, as the analytics tasks do.
    override var launchIntentHoldMilestone: LaunchMilestone? { .consentGiven }

    /// A host that prints every dispatch, and answers silent pushes after 0.3 s instead of 25 s, so the
    /// demo shows a deadline without a long wait.
    override func makeHost() -> ServiceHost {
        var deadlines = DispatchDeadlines.default
        deadlines.remoteNotification = .milliseconds(300)
        let host = ServiceHost(deadlines: deadlines, logger: Logger(label: "demo") { _ in ConsoleLogHandler() })
        host.observer = { print("   → \($0)") }
        host.add(plan)
        return host
    }
}
