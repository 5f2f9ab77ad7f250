import Foundation
import Testing
import UIKitHeadless

/// UIKit's rules for windows in an app that uses scenes.
///
/// A window is shown only in a scene (Apple, `UIWindowScene.windows` and `UIWindow.init(windowScene:)`: a
/// scene's windows are those associated with it), assigning `UIWindow.windowScene` moves a window between scenes ("Changing the value of this property
/// moves the window to the newly specified scene. Setting the property to nil removes the window from its
/// current scene"), and `makeKeyAndVisible()` ("Shows the window and makes it the key window") has no scene
/// to show a window in before one connects.
@MainActor
@Suite struct WindowSceneRulesTests {
    static func sceneApp(multipleScenes: Bool = false) -> HeadlessSystem {
        HeadlessSystem(
            delegate: RecordingApplicationDelegate(),
            options: HeadlessSystem.Options(
                sceneDelegateFactory: { _ in RecordingSceneDelegate() }, supportsMultipleScenes: multipleScenes,
                sdk: .iOS27),
            notificationCenter: NotificationCenter())
    }

    @Test func makeKeyAndVisibleBeforeAnySceneShowsNothingUntilTheWindowGetsAScene() throws {
        let system = Self.sceneApp()
        try system.launch()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && !window.isKeyWindow && system.keyWindow == nil)

        let scene = try system.connectScene()
        #expect(scene.windows.isEmpty && scene.keyWindow == nil, "a window without a scene is on no screen")

        window.windowScene = scene
        #expect(scene.windows == [window] && !window.isHidden, "in its scene the window shows")
        #expect(scene.keyWindow == nil, "it becomes key only when made key there")
        window.makeKeyAndVisible()
        #expect(scene.keyWindow === window && system.keyWindow === window)
    }

    @Test func aWindowMadeWithAFrameAfterTheSceneConnectedIsNotShownEither() throws {
        let system = Self.sceneApp()
        try system.launch()
        let scene = try system.connectScene()
        let main = UIWindow(windowScene: scene)
        main.makeKeyAndVisible()
        let cover = UIWindow(frame: UIScreen.main.bounds)
        cover.makeKeyAndVisible()
        #expect(cover.windowScene == nil && !cover.isKeyWindow)
        #expect(scene.windows == [main] && scene.keyWindow === main)
    }

    @Test func assigningWindowSceneMovesTheWindowOutOfItsOldScene() throws {
        let system = Self.sceneApp(multipleScenes: true)
        try system.launch()
        let first = try system.connectScene()
        let second = try system.connectScene()
        let window = UIWindow(windowScene: first)
        window.makeKeyAndVisible()

        window.windowScene = second
        #expect(first.windows.isEmpty && first.keyWindow == nil)
        #expect(second.windows == [window] && !window.isKeyWindow)

        window.windowScene = nil
        #expect(second.windows.isEmpty && window.windowScene == nil)
    }

    @Test func aWindowJoinsItsSceneOnceHoweverOftenItIsAssigned() throws {
        let system = Self.sceneApp()
        try system.launch()
        let scene = try system.connectScene()
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        window.windowScene = scene
        #expect(scene.windows == [window] && window.isKeyWindow)
    }

    @Test func aSceneConnectsWithTheRoleItsConnectionNames() throws {
        let system = Self.sceneApp(multipleScenes: true)
        try system.launch()
        var connection = HeadlessSceneConnection()
        connection.role = .windowExternalDisplayNonInteractive
        let display = try system.connectScene(connection)
        #expect(display.session.role == .windowExternalDisplayNonInteractive)
        #expect(try system.connectScene().session.role == .windowApplication)
    }

    /// Blocks the app queues on the main queue while launching run when the main actor next yields: the test
    /// decides whether that is before or after the first scene connects, as Apple does not document it.
    @Test(arguments: [false, true])
    func mainQueueBlocksFromLaunchRunBeforeOrAfterTheConnectionAsTheTestLetsThem(drainFirst: Bool) async throws {
        let delegate = QueueingDelegate()
        let system = HeadlessSystem(
            delegate: delegate,
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in RecordingSceneDelegate() }, sdk: .iOS27),
            notificationCenter: NotificationCenter())
        try system.launch()
        #expect(delegate.events == ["didFinishLaunching"], "a queued block waits for the launch to return")
        if drainFirst { await Self.drainMainQueue() }
        let scene = try system.connectScene()
        delegate.events.append("connected")
        await Self.drainMainQueue()
        #expect(
            delegate.events
                == (drainFirst
                    ? ["didFinishLaunching", "queued block", "connected"]
                    : ["didFinishLaunching", "connected", "queued block"]))
        #expect(scene.activationState == .foregroundInactive)
    }

    /// Runs every block queued on the main queue so far (the queue is first in, first out).
    static func drainMainQueue() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

/// An app delegate that queues work on the main queue while launching, as app delegates often do.
private final class QueueingDelegate: UIResponder, UIApplicationDelegate {
    var events: [String] = []

    override init() {
        HeadlessRuntime.declare(
            QueueingDelegate.self,
            selectors: [
                "application:didFinishLaunchingWithOptions:",
                "application:configurationForConnectingSceneSession:options:",
            ])
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("didFinishLaunching")
        DispatchQueue.main.async { MainActor.assumeIsolated { self.events.append("queued block") } }
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
}
