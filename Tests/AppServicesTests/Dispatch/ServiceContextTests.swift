import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Services reach each other and the app's windows through their injected context, without globals and
/// without casting `UIApplication.shared.delegate`.
@MainActor
@Suite struct ServiceContextTests {
    @MainActor protocol Theming: AnyObject {
        var accent: String { get }
    }

    final class Theme: Theming, ApplicationService {
        let accent = "teal"
    }

    final class MainWindow: ContextualService, DidFinishLaunchingService {
        var context: ServiceContext?
        var accentSeen: String?
        func attach(to context: ServiceContext) { self.context = context }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            context?.window = window
            accentSeen = context?.service(ofType: (any Theming).self)?.accent
            return true
        }
    }

    final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

    final class SceneWindow: ContextualService, SceneWillConnectService {
        var context: ServiceContext?
        func attach(to context: ServiceContext) { self.context = context }
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            context?.setWindow(UIWindow(windowScene: windowScene), of: scene)
        }
    }

    @Test func aServiceSetsTheAppsWindowAndFindsAnotherServiceThroughItsContext() throws {
        let window = MainWindow()
        let driver = HeadlessAppDriver(services: [Theme(), window])
        try driver.coldLaunch()
        #expect(driver.appDelegate.window != nil)
        #expect(window.context?.window === driver.appDelegate.window)
        #expect(window.accentSeen == "teal")
    }

    @Test func aSceneServiceSetsItsScenesWindow() throws {
        let service = SceneWindow()
        let host = ServiceHost(services: [service])
        let system = HeadlessSystem(
            delegate: PlainAppDelegate(),
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in ServicesSceneDelegate(host: host) }),
            notificationCenter: NotificationCenter())
        try system.launch()
        let scene = try system.connectScene()
        let sceneDelegate = try #require(scene.delegate as? ServicesSceneDelegate)
        #expect(sceneDelegate.window != nil)
        #expect(service.context?.window(of: scene) === sceneDelegate.window)
    }

    @Test func theContextDoesNotKeepTheHostAlive() {
        let service = SceneWindow()
        var host: ServiceHost? = ServiceHost(services: [service])
        #expect(service.context?.host != nil)
        host = nil
        #expect(service.context?.host == nil)
        _ = host
    }
}
