import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// #47 §2, the evidence for listing rather than fixing: under the iOS 27 rule the window launch code makes has no
/// scene during launch; it gets the main scene only when that scene connects, after launch has returned.
@MainActor
@Suite struct LaunchWindowSceneTests {
    /// Builds its window at launch and reads the window's scene right after, as a screenshot service's setup does.
    final class SceneReadingAppDelegate: LegacyWindowAppDelegate {
        private(set) var sceneAtLaunch: UIWindowScene??

        override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            buildWindow()
            sceneAtLaunch = .some(window?.windowScene)
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
        }
    }

    @Test func theLaunchWindowHasNoSceneDuringLaunchAndTheMainSceneOnceItConnects() throws {
        let driver = LegacyWindowAdoptionTests.driver { SceneReadingAppDelegate(recorder: $0) }
        try driver.coldLaunch()
        let delegate = try #require(driver.appDelegate as? SceneReadingAppDelegate)
        #expect(delegate.sceneAtLaunch == .some(nil))
        let scene = try #require(driver.scenes.first)
        #expect(delegate.window?.windowScene === scene)
    }
}
