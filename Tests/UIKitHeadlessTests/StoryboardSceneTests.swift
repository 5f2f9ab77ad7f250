import Foundation
import Testing
import UIKitHeadless

/// A storyboard scene: the Info.plist's scene configuration names a storyboard (`UISceneStoryboardFile`), and UIKit
/// makes the scene's window from its initial view controller (Apple, `UISceneConfiguration.storyboard`: "UIKit
/// loads the initial view controller from the specified scene and displays it"), set as the scene delegate's
/// `window` before `scene(_:willConnectTo:options:)` (Xcode's scene-delegate template: with a storyboard the
/// `window` property is already made and attached to the scene), and shown after it.
@MainActor
@Suite struct StoryboardSceneTests {
    final class InitialViewController: UIViewController {}

    final class WindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        /// The window, its root and whether it was key, as `scene(_:willConnectTo:options:)` saw them.
        var atConnection: (window: UIWindow?, root: UIViewController?, isKey: Bool)?

        override init() {
            HeadlessRuntime.declare(WindowSceneDelegate.self, selectors: ["scene:willConnectToSession:options:"])
            super.init()
        }

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            atConnection = (window, window?.rootViewController, window?.isKeyWindow ?? false)
        }
    }

    private static func system(storyboard: String?) -> HeadlessSystem {
        var options = HeadlessSystem.Options(sceneDelegateFactory: { _ in WindowSceneDelegate() }, sdk: .iOS27)
        options.sceneStoryboardName = storyboard
        options.storyboards = ["Main": { InitialViewController() }]
        return HeadlessSystem(delegate: RecordingApplicationDelegate(), options: options, notificationCenter: .init())
    }

    @Test func theStoryboardsWindowIsTheDelegatesBeforeConnectionAndKeyAfter() throws {
        let system = Self.system(storyboard: "Main")
        try system.launch()
        let scene = try system.connectScene()
        let delegate = try #require(scene.delegate as? WindowSceneDelegate)
        let seen = try #require(delegate.atConnection)
        let window = try #require(seen.window)
        #expect(seen.root is InitialViewController && !seen.isKey && window.windowScene === scene)
        #expect(scene.windows == [window] && scene.keyWindow === window && !window.isHidden)
        #expect(delegate.window === window)
        #expect(scene.session.configuration.storyboard != nil)
    }

    @Test func aConfigurationWithoutAStoryboardMakesNoWindow() throws {
        let system = Self.system(storyboard: nil)
        try system.launch()
        let scene = try system.connectScene()
        #expect(scene.windows.isEmpty)
        #expect((scene.delegate as? WindowSceneDelegate)?.atConnection?.window == nil)
    }

    @Test func eachInstantiationMakesANewInitialViewController() throws {
        let system = Self.system(storyboard: "Main")
        try system.launch()
        let storyboard = try #require(try system.connectScene().session.configuration.storyboard)
        let first = storyboard.instantiateInitialViewController()
        #expect(first is InitialViewController && first !== storyboard.instantiateInitialViewController())
        #expect(UIStoryboard().instantiateInitialViewController() == nil)
    }
}
