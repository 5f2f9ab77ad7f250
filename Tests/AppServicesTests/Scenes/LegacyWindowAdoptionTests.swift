import AppServices
import AppServicesTesting
import Foundation
import PropertyBased
import Testing
import UIKitHeadless

/// An app built with the iOS 27 SDK crosses to scenes with its window code where it was: the app delegate's
/// window moves into the main scene, is key and visible there with its root screen, and every read of the
/// app delegate's `window` gives it, while the services see the same events as before.
@MainActor
@Suite struct LegacyWindowAdoptionTests {
    static let iOS27 = HeadlessSystem.Options(sdk: .iOS27)
    static let launchURL = URL(string: "demo://launch")!
    static let runningURL = URL(string: "demo://running")!

    static func recorder() -> RecordingService {
        var answers = RecordingService.Answers()
        answers.opensURL = true
        return RecordingService(
            handling: [.didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground, .openURL],
            answers: answers)
    }

    /// An app of `makeDelegate` whose scene delegates dispatch to its own host (``ServiceHost/app`` is the last
    /// app created, which tests running side by side share).
    static func driver(
        _ makeDelegate: @escaping @MainActor (RecordingService) -> LegacyWindowAppDelegate,
        sceneDelegate: @escaping @MainActor (ServiceHost) -> any UISceneDelegate = {
            ServicesSceneDelegate(host: $0)
        },
        options: HeadlessSystem.Options = iOS27
    ) -> HeadlessAppDriver {
        let recorder = recorder()
        var created: LegacyWindowAppDelegate?
        return HeadlessAppDriver(
            appDelegate: {
                let delegate = makeDelegate(recorder)
                created = delegate
                return delegate
            },
            sceneDelegate: { sceneDelegate(created!.host) }, options: options)
    }

    /// Cold launch from a URL, background and return, and a URL while running: the services see what they saw
    /// before scenes.
    static func expectSameServiceEvents(_ driver: HeadlessAppDriver, launched: Bool = false) throws {
        if !launched { try driver.coldLaunch(fromURL: launchURL) }
        try driver.moveToBackground()
        try driver.returnToForeground()
        driver.system.openURL(runningURL)
        let recorder = try #require(driver.host.services.first as? RecordingService)
        #expect(
            recorder.calls.map(\.description) == [
                "application:openURL:options:(demo://launch)", "applicationDidBecomeActive:",
                "applicationWillResignActive:", "applicationDidEnterBackground:", "applicationWillEnterForeground:",
                "applicationDidBecomeActive:", "application:openURL:options:(demo://running)",
            ])
    }

    /// The main scene shows one key, visible window with `Root` as its root, which the app delegate's
    /// `window` and the scene delegate's give.
    @discardableResult
    static func expectShows<Root: UIViewController>(
        _ root: Root.Type, in driver: HeadlessAppDriver, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> UIWindow {
        let scene = try #require(driver.scenes.first, sourceLocation: sourceLocation)
        let window = try #require(scene.keyWindow, "the scene has a key window", sourceLocation: sourceLocation)
        #expect(scene.windows == [window], "one window", sourceLocation: sourceLocation)
        #expect(!window.isHidden && window.isKeyWindow && window.windowScene === scene, sourceLocation: sourceLocation)
        #expect(window.rootViewController is Root, sourceLocation: sourceLocation)
        #expect(driver.appDelegate.window === window, sourceLocation: sourceLocation)
        if let delegate = driver.appDelegate as? DidFinishWindowAppDelegate {
            #expect(
                delegate.rootsAtActivation.allSatisfy { $0 === window.rootViewController },
                "reads at activation, from the delegate and from another type", sourceLocation: sourceLocation)
        }
        return window
    }

    @Test func aWindowBuiltInWillFinishLaunchingShowsInTheScene() throws {
        let driver = Self.driver { WillFinishWindowAppDelegate(recorder: $0) }
        try driver.coldLaunch(fromURL: Self.launchURL)
        let window = try Self.expectShows(LegacyRootViewController.self, in: driver)
        #expect((driver.scenes.first?.delegate as? ServicesSceneDelegate)?.window === window)
        try Self.expectSameServiceEvents(driver, launched: true)
    }

    @Test func aWindowBuiltInAHelperOfWillFinishLaunchingShowsInTheScene() throws {
        let driver = Self.driver { HelperWindowAppDelegate(recorder: $0) }
        try Self.expectSameServiceEvents(driver)
        try Self.expectShows(LegacyRootViewController.self, in: driver)
    }

    @Test func aWindowBuiltInDidFinishLaunchingShowsInTheScene() throws {
        let driver = Self.driver { DidFinishWindowAppDelegate(recorder: $0) }
        try Self.expectSameServiceEvents(driver)
        try Self.expectShows(LegacyRootViewController.self, in: driver)
    }

    @Test func laterReadsOfTheAppDelegatesWindowGiveTheScenesWindow() async throws {
        let driver = Self.driver { DidFinishWindowAppDelegate(recorder: $0) }
        try driver.coldLaunch(fromURL: Self.launchURL)
        await Self.letQueuedWorkRun()
        let delegate = try #require(driver.appDelegate as? DidFinishWindowAppDelegate)
        let window = try Self.expectShows(LegacyRootViewController.self, in: driver)
        #expect(delegate.readInMainQueue === window && delegate.readInTask === window)
        #expect(delegate.currentScreenName == "LegacyRootViewController")
        try Self.expectSameServiceEvents(driver, launched: true)
        #expect(delegate.rootsAtActivation.count == 6)
        #expect(delegate.rootsAtActivation.allSatisfy { $0 === window.rootViewController })
    }

    @Test(arguments: [false, true])
    func aRootSwapAfterSignInShowsTheNewWindowInTheScene(showingBeforeAssigning: Bool) throws {
        let driver = Self.driver { DidFinishWindowAppDelegate(recorder: $0) }
        try driver.coldLaunch(fromURL: Self.launchURL)
        let delegate = try #require(driver.appDelegate as? DidFinishWindowAppDelegate)
        let scene = try #require(driver.scenes.first)
        let legacy = try #require(scene.keyWindow)

        delegate.signIn(showingBeforeAssigning: showingBeforeAssigning)

        let window = try #require(scene.keyWindow)
        #expect(window !== legacy && window.rootViewController is SignedInViewController)
        #expect(!window.isHidden && window.windowScene === scene)
        #expect(delegate.window === window && (scene.delegate as? ServicesSceneDelegate)?.window === window)
        #expect(scene.windows.last === window && !legacy.isKeyWindow)
        try Self.expectSameServiceEvents(driver, launched: true)
    }

    @Test func aPrivacyCoverMadeWithAFrameInTheSceneDelegateIsNotShownAndTheWindowStays() throws {
        let driver = Self.driver(
            { DidFinishWindowAppDelegate(recorder: $0) }, sceneDelegate: { PrivacyCoverSceneDelegate(host: $0) })
        try Self.expectSameServiceEvents(driver)
        let scene = try #require(driver.scenes.first)
        let covers = try #require(scene.delegate as? PrivacyCoverSceneDelegate).covers
        #expect(covers.count == 1 && covers.allSatisfy { $0.windowScene == nil && !$0.isKeyWindow })
        try Self.expectShows(LegacyRootViewController.self, in: driver)
    }

    @Test func aPrivacyCoverOfAServiceShowsOnlyInTheSceneOfTheAppsWindow() throws {
        let frameCover = PrivacyCoverService(inTheWindowsScene: false)
        let sceneCover = PrivacyCoverService(inTheWindowsScene: true)
        let driver = Self.driver {
            let delegate = DidFinishWindowAppDelegate(recorder: $0)
            delegate.host.add(frameCover)
            delegate.host.add(sceneCover)
            return delegate
        }
        try driver.coldLaunch()
        try driver.moveToBackground()
        let scene = try #require(driver.scenes.first)
        let hidden = try #require(frameCover.covers.first)
        let shown = try #require(sceneCover.covers.first)
        #expect(hidden.windowScene == nil && !hidden.isKeyWindow, "a window without a scene is not shown")
        #expect(shown.windowScene === scene && shown.isKeyWindow)
        #expect(driver.appDelegate.window?.rootViewController is LegacyRootViewController)
    }

    @Test func aSceneThatMadeItsOwnWindowKeepsItAndGetsNoSecond() throws {
        let driver = Self.driver(
            { DidFinishWindowAppDelegate(recorder: $0) }, sceneDelegate: { StoryboardSceneDelegate(host: $0) })
        try Self.expectSameServiceEvents(driver)
        try Self.expectShows(StoryboardViewController.self, in: driver)
        let delegate = try #require(driver.appDelegate as? LegacyWindowAppDelegate)
        #expect(delegate.warnings.contains { $0.contains("made its own window") })
    }

    @Test func aSceneOfAnotherRoleNeverTakesTheWindow() throws {
        var options = Self.iOS27
        options.supportsMultipleScenes = true
        let driver = Self.driver({ DidFinishWindowAppDelegate(recorder: $0) }, options: options)
        try driver.system.launch()
        var external = HeadlessSceneConnection()
        external.role = .windowExternalDisplayNonInteractive
        let display = try driver.system.connectScene(external)
        try driver.system.backgroundScene(display)
        let legacy = try #require(driver.appDelegate.window)
        #expect(display.windows.isEmpty && legacy.windowScene == nil)

        try driver.connectScene(HeadlessSceneConnection(urls: [Self.launchURL]))
        #expect(display.windows.isEmpty)
        try Self.expectShows(LegacyRootViewController.self, in: driver)
        try driver.moveToBackground()
        try driver.returnToForeground()
        #expect(display.windows.isEmpty)
        try Self.expectShows(LegacyRootViewController.self, in: driver)
    }

    @Test func aCustomSceneDelegateWithoutAWindowGetsTheWindowInItsScene() throws {
        let driver = Self.driver(
            { DidFinishWindowAppDelegate(recorder: $0) }, sceneDelegate: { _ in WindowlessSceneDelegate() })
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        let window = try Self.expectShows(LegacyRootViewController.self, in: driver)
        #expect((scene.delegate as? WindowlessSceneDelegate)?.window == nil, "only the library's delegate is given it")
        #expect(window.windowScene === scene)
    }

    @Test func aCustomSceneDelegateWithItsOwnWindowKeepsIt() throws {
        let driver = Self.driver(
            { DidFinishWindowAppDelegate(recorder: $0) }, sceneDelegate: { _ in OwnWindowSceneDelegate() })
        try driver.coldLaunch()
        try Self.expectShows(StoryboardViewController.self, in: driver)
    }

    /// The scene delegates an app crossing to scenes has, by what they do with windows.
    enum SceneDelegateKind: CaseIterable, Sendable {
        case library, madeInCodeLikeAStoryboard, windowless, withItsOwnWindow, withAPrivacyCover

        /// Whether the scene's delegate makes the window the scene shows.
        var makesItsWindow: Bool { self == .madeInCodeLikeAStoryboard || self == .withItsOwnWindow }

        @MainActor func make(_ host: ServiceHost) -> any UISceneDelegate {
            switch self {
            case .library: ServicesSceneDelegate(host: host)
            case .madeInCodeLikeAStoryboard: StoryboardSceneDelegate(host: host)
            case .windowless: WindowlessSceneDelegate()
            case .withItsOwnWindow: OwnWindowSceneDelegate()
            case .withAPrivacyCover: PrivacyCoverSceneDelegate(host: host)
            }
        }
    }

    /// Apple's documentation gives no order between `UIScene.willConnectNotification` and
    /// `scene(_:willConnectTo:options:)`: whichever comes first, the scene shows one window, the same, through a
    /// return from the background too.
    @Test(arguments: SceneDelegateKind.allCases, [false, true])
    func theSceneShowsTheSameWindowWhicheverComesFirstTheNotificationOrTheDelegateCall(
        kind: SceneDelegateKind, notificationFirst: Bool
    ) throws {
        var options = Self.iOS27
        options.postsWillConnectNotificationFirst = notificationFirst
        let driver = Self.driver(
            { DidFinishWindowAppDelegate(recorder: $0) }, sceneDelegate: kind.make, options: options)
        try driver.coldLaunch(fromURL: Self.launchURL)
        let shown = {
            kind.makesItsWindow
                ? try Self.expectShows(StoryboardViewController.self, in: driver)
                : try Self.expectShows(LegacyRootViewController.self, in: driver)
        }
        let window = try shown()
        try driver.moveToBackground()
        try driver.returnToForeground()
        #expect(try shown() === window)
        let delegate = try #require(driver.appDelegate as? LegacyWindowAppDelegate)
        #expect(delegate.warnings.contains { $0.contains("made its own window") } == kind.makesItsWindow)
    }

    @Test func theWindowMovesIntoTheNextSceneWhenItsSceneDisconnects() throws {
        let driver = Self.driver { DidFinishWindowAppDelegate(recorder: $0) }
        try driver.coldLaunch()
        let first = try #require(driver.scenes.first)
        let window = try #require(first.keyWindow)
        try driver.disconnectScene(first)
        #expect(window.windowScene == nil && driver.appDelegate.window === window)

        try driver.connectScene()
        #expect(try Self.expectShows(LegacyRootViewController.self, in: driver) === window)
    }

    @Test func anAppWithoutScenesKeepsItsWindowWithoutAScene() throws {
        let recorder = Self.recorder()
        let driver = HeadlessAppDriver(appDelegate: { DidFinishWindowAppDelegate(recorder: recorder) })
        try driver.coldLaunch()
        let window = try #require(driver.appDelegate.window)
        #expect(window.windowScene == nil && window.isKeyWindow && driver.system.keyWindow === window)
        let delegate = try #require(driver.appDelegate as? DidFinishWindowAppDelegate)
        #expect(delegate.rootsAtActivation.count == 3)
        #expect(delegate.rootsAtActivation.allSatisfy { $0 === window.rootViewController })
    }

    /// Wherever the window is built, and whether the blocks the app queued while launching run before or after
    /// the first scene connects (Apple does not say), the scene shows the window and every read gives it.
    @Test func theWindowShowsWhateverTheOrderOfQueuedWorkAndTheConnection() async {
        let patterns = Gen<DidFinishWindowAppDelegate.Building>.case
        await propertyCheck(count: 30, input: patterns, Gen.bool) { building, drainFirst in
            let driver = Self.driver {
                let delegate = DidFinishWindowAppDelegate(recorder: $0)
                delegate.building = building
                return delegate
            }
            try driver.system.launch()
            if drainFirst { await Self.letQueuedWorkRun() }
            try driver.connectScene(HeadlessSceneConnection(urls: [Self.launchURL]))
            await Self.letQueuedWorkRun()
            let delegate = try #require(driver.appDelegate as? DidFinishWindowAppDelegate)
            let window = try Self.expectShows(LegacyRootViewController.self, in: driver)
            if building == .inDidFinishLaunching || drainFirst {
                #expect(delegate.readInMainQueue === window)
            }
            try Self.expectSameServiceEvents(driver, launched: true)
        }
    }

    /// Lets the blocks queued on the main queue, and the tasks started, run.
    static func letQueuedWorkRun() async {
        for _ in 0..<3 {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
            await Task.yield()
        }
    }
}
