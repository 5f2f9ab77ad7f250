import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// Minimal stand-ins, in our own words, of open-source apps' delegates after `appservices migrate`, run on the
/// replica under the iOS 27 rule; `Tools/RealAppCorpus.md` cites them for its "shows its window" verdicts.
@MainActor
@Suite struct RealAppStandInTests {
    /// Corona-Warn-App after `--adopt-scenes`: launch moved to a service, which builds the window in a helper of a
    /// helper (`showUI()` calls `setupUI()`) through its context; no scene code makes a window.
    @Test func aWindowBuiltInALaunchServiceHelperShowsInTheMainScene() throws {
        let driver = LegacyWindowAdoptionTests.driver { ContextWindowAppDelegate(recorder: $0) }
        try LegacyWindowAdoptionTests.expectSameServiceEvents(driver)
        try LegacyWindowAdoptionTests.expectShows(LegacyRootViewController.self, in: driver)
    }
}

/// The launch service of ``ContextWindowAppDelegate``: its window code reaches the app's window through the
/// service's context.
final class HelperWindowLaunchService: ContextualService, DidFinishLaunchingService {
    private var context: ServiceContext?

    func attach(to context: ServiceContext) {
        self.context = context
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        showUI()
        return true
    }

    private func showUI() {
        setupUI()
    }

    private func setupUI() {
        context?.window = UIWindow(frame: UIScreen.main.bounds)
        context?.window?.rootViewController = LegacyRootViewController()
        context?.window?.makeKeyAndVisible()
    }
}

/// An app whose launch service builds the window (see ``HelperWindowLaunchService``).
final class ContextWindowAppDelegate: LegacyWindowAppDelegate {
    private let launch = HelperWindowLaunchService()

    override var services: [any ApplicationService] { [recorder, launch] }
}
