import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// What a service's `context.window` and a subclass's override of `window` mean once the app uses scenes: the
/// main scene's window, and a window set through them moves into that scene.
@MainActor
@Suite struct LegacyWindowMeaningTests {
    @Test func aServicesContextWindowIsTheMainScenesWindowAndSettingItMovesTheWindowThere() throws {
        let service = WindowReadingService()
        let driver = LegacyWindowAdoptionTests.driver {
            let delegate = DidFinishWindowAppDelegate(recorder: $0)
            delegate.host.add(service)
            return delegate
        }
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        let window = try #require(scene.keyWindow)
        #expect(service.windowsAtActivation == [window])

        let replacement = UIWindow(frame: UIScreen.main.bounds)
        replacement.rootViewController = SignedInViewController()
        service.context?.window = replacement
        replacement.makeKeyAndVisible()
        #expect(replacement.windowScene === scene && scene.keyWindow === replacement)
        #expect(driver.appDelegate.window === replacement && service.context?.window === replacement)
    }

    @Test func aSubclassObservingItsWindowStillHasItMovedIntoTheScene() throws {
        let driver = LegacyWindowAdoptionTests.driver { ObservingWindowAppDelegate(recorder: $0) }
        try driver.coldLaunch()
        let delegate = try #require(driver.appDelegate as? ObservingWindowAppDelegate)
        let window = try LegacyWindowAdoptionTests.expectShows(LegacyRootViewController.self, in: driver)
        #expect(delegate.assigned == [window])
    }
}

/// A service that reads the app's window from its context when the app becomes active.
final class WindowReadingService: ContextualService, DidBecomeActiveService {
    private(set) var context: ServiceContext?
    private(set) var windowsAtActivation: [UIWindow] = []

    func attach(to context: ServiceContext) { self.context = context }

    func applicationDidBecomeActive(_ application: UIApplication) {
        if let window = context?.window { windowsAtActivation.append(window) }
    }
}

/// An app delegate that overrides `window` to observe what is assigned, as some apps do.
final class ObservingWindowAppDelegate: LegacyWindowAppDelegate {
    private(set) var assigned: [UIWindow] = []

    override var window: UIWindow? {
        didSet { if let window { assigned.append(window) } }
    }

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        buildWindow()
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
