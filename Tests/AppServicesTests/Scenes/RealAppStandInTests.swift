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

/// Stand-ins for the apps the `adopt` branch fixes (#34 N1, N10, N11), each set up as `migrate --adopt-scenes`'s
/// plan tells, run on the replica under the iOS 27 rule.
@MainActor
@Suite struct AdoptedRealAppStandInTests {
    /// AlphaWallet after `--adopt-scenes`: a coordinator made at launch owns the window.
    ///
    /// The delegate has no `window`; the coordinator makes the window with a frame and shows it. With the plan's one line (the window handed to the main scene) it shows;
    /// without it, no window has a scene: the black screen the plan warns about.
    @Test(arguments: [true, false])
    func aCoordinatorsWindowShowsOnceHandedToTheMainScene(handsItOver: Bool) throws {
        let driver = LegacyWindowAdoptionTests.driver { CoordinatorWindowAppDelegate(recorder: $0, handsItOver) }
        try LegacyWindowAdoptionTests.expectSameServiceEvents(driver)
        if handsItOver {
            try LegacyWindowAdoptionTests.expectShows(LegacyRootViewController.self, in: driver)
        } else {
            #expect(driver.scenes.first?.windows.isEmpty == true, "no window in the scene: a black screen")
        }
    }

    /// Trust after `--adopt-scenes`: its window comes from the delegate, adopted; the protection coordinator's
    /// privacy cover, a stored `UIWindow()` made at launch before any scene, takes the main scene when it is shown,
    /// as doctor and the plan tell, and shows over the app's window; left as it was, it shows nowhere.
    @Test(arguments: [true, false])
    func aCoverMadeBeforeTheSceneShowsOnceItTakesTheMainScene(takesTheScene: Bool) throws {
        let driver = LegacyWindowAdoptionTests.driver { DidFinishWindowAppDelegate(recorder: $0) }
        let protection = ProtectionStandIn(takesTheMainScene: takesTheScene)
        try LegacyWindowAdoptionTests.expectSameServiceEvents(driver)
        let window = try LegacyWindowAdoptionTests.expectShows(LegacyRootViewController.self, in: driver)
        let scene = try #require(driver.scenes.first)
        #expect(driver.appDelegate.mainScene === scene)
        protection.showCover()
        #expect((protection.cover.windowScene === scene) == takesTheScene)
        #expect(protection.cover.isKeyWindow == takesTheScene)
        #expect(scene.windows.contains(window) && scene.windows.count == (takesTheScene ? 2 : 1))
    }

    /// Stepik after `--adopt-scenes`: the delegate never touches `window`; its window came from
    /// `UIMainStoryboardFile`, and the scene configuration written names the same storyboard
    /// (`UISceneStoryboardFile`), so UIKit makes the scene's window from it; other types read the app delegate's
    /// `window`.
    @Test func aStoryboardAppShowsTheStoryboardsScreenInTheMainScene() throws {
        var options = LegacyWindowAdoptionTests.iOS27
        options.sceneStoryboardName = "Main"
        options.storyboards = ["Main": { LegacyRootViewController() }]
        let driver = LegacyWindowAdoptionTests.driver({ LegacyWindowAppDelegate(recorder: $0) }, options: options)
        try LegacyWindowAdoptionTests.expectSameServiceEvents(driver)
        let window = try LegacyWindowAdoptionTests.expectShows(LegacyRootViewController.self, in: driver)
        #expect((driver.scenes.first?.delegate as? ServicesSceneDelegate)?.window === window)
        #expect((UIApplication.shared.delegate as? ServicesAppDelegate)?.window === window)
    }

    /// Session after `--adopt-scenes` completed its manifest: the delegate builds its window, a subclass made with
    /// a frame and held in a local that other code keeps, then assigns it to `window`.
    @Test func aWindowSubclassHeldInALocalShowsInTheMainScene() throws {
        let driver = LegacyWindowAdoptionTests.driver { LocalWindowAppDelegate(recorder: $0) }
        try LegacyWindowAdoptionTests.expectSameServiceEvents(driver)
        let window = try LegacyWindowAdoptionTests.expectShows(LegacyRootViewController.self, in: driver)
        #expect(window is SubclassedMainWindow)
        #expect((driver.appDelegate as? LocalWindowAppDelegate)?.keptWindow === window)
    }
}

/// The coordinator of ``CoordinatorWindowAppDelegate``: it owns the app's window, as AlphaWallet's does.
@MainActor
final class AppCoordinatorStandIn {
    private(set) var window: UIWindow?
    private let handsItOver: Bool

    init(handsItOver: Bool) {
        self.handsItOver = handsItOver
    }

    func start() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LegacyRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        if handsItOver {
            // The line the plan tells the app to write where the window is made.
            (UIApplication.shared.delegate as? ServicesAppDelegate)?.window = window
        }
    }
}

/// An app whose delegate has no window of its own: a coordinator it creates at launch makes and shows it.
final class CoordinatorWindowAppDelegate: LegacyWindowAppDelegate {
    private let coordinator: AppCoordinatorStandIn

    init(recorder: RecordingService, _ handsItOver: Bool) {
        coordinator = AppCoordinatorStandIn(handsItOver: handsItOver)
        super.init(recorder: recorder)
    }

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        coordinator.start()
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}

/// A protection coordinator's privacy cover: a window it makes with itself, before any scene connects.
@MainActor
final class ProtectionStandIn {
    let cover = UIWindow()
    private let takesTheMainScene: Bool

    init(takesTheMainScene: Bool) {
        self.takesTheMainScene = takesTheMainScene
    }

    func showCover() {
        if takesTheMainScene {
            // The change the plan and doctor tell the app to make where the cover is shown.
            cover.windowScene = (UIApplication.shared.delegate as? ServicesAppDelegate)?.mainScene
        }
        cover.rootViewController = PrivacyCoverViewController()
        cover.makeKeyAndVisible()
    }
}

/// The window subclass of ``LocalWindowAppDelegate``.
final class SubclassedMainWindow: UIWindow {}

/// Builds its window, a subclass, in a local that it keeps elsewhere too, then assigns it.
final class LocalWindowAppDelegate: LegacyWindowAppDelegate {
    private(set) var keptWindow: UIWindow?

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = SubclassedMainWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LegacyRootViewController()
        keptWindow = window
        self.window = window
        window.makeKeyAndVisible()
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
