#if canImport(CarPlay) || !canImport(UIKit)
public import AppServices

// Selector is the Objective-C runtime's where it exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#else
import Foundation
#endif

#if canImport(CarPlay)
public import CarPlay
public import UIKit
#else
public import CarPlayHeadless
public import UIKitHeadless
#endif

/// The scene delegate of an app's CarPlay scenes: the car's screen, the CarPlay Dashboard and the instrument cluster.
///
/// It fans CarPlay's callbacks out to the services that adopt their capabilities (``CarPlayConnectService``
/// and the rest), as ``AppServices/ServicesSceneDelegate``, which it is, does with UIKit's scene callbacks.
///
/// Name it as the delegate class of the CarPlay scene configurations (`UISceneDelegateClassName` under
/// `CPTemplateApplicationSceneSessionRoleApplication` and the other CarPlay roles), or return it from a
/// configuration service. Adopt `SceneServiceProvider` in a subclass to give each CarPlay scene services of its own.
/// The app-wide services are the host's; a CarPlay scene never makes the app active for them (see
/// ``AppServices/ServiceHost/appLevelSceneRoles``).
///
/// ```swift
/// final class CarPlaySceneDelegate: ServicesCarPlaySceneDelegate, SceneServiceProvider {
///     func sceneServices(for session: UISceneSession) -> [any ApplicationService] { [CarPlayRoot()] }
/// }
/// ```
///
/// It answers `responds(to:)` for CarPlay's methods from the services that adopt them (every one but the window
/// variants for a `SceneServiceProvider`, whose services may not exist yet): CarPlay calls the window variant of
/// `templateApplicationScene(_:didConnect:)` only for a delegate that has it, which navigation apps alone should.
open class ServicesCarPlaySceneDelegate: ServicesSceneDelegate, CPTemplateApplicationSceneDelegate,
    CPTemplateApplicationDashboardSceneDelegate, CPTemplateApplicationInstrumentClusterSceneDelegate
{
    /// The scene this delegate belongs to, for the one callback that does not name it (`contentStyleDidChange:`).
    private weak var carPlayScene: UIScene?

    /// Notes the scene, then connects it as ``AppServices/ServicesSceneDelegate`` does.
    ///
    /// - Parameters:
    ///   - scene: The connecting scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why it connects.
    open override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        carPlayScene = scene
        super.scene(scene, willConnectTo: session, options: connectionOptions)
    }

    /// Tells the ``CarPlayConnectService`` adopters that the car's screen connected.
    open func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.didConnect, to: (any CarPlayConnectService).self, in: templateApplicationScene
        ) { $0.templateApplicationScene(templateApplicationScene, didConnect: interfaceController) }
    }

    /// Tells the ``CarPlayWindowConnectService`` adopters that the car's screen connected, with its window.
    open func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.didConnectToWindow, to: (any CarPlayWindowConnectService).self, in: templateApplicationScene
        ) { $0.templateApplicationScene(templateApplicationScene, didConnect: interfaceController, to: window) }
    }

    /// Tells the ``CarPlayDisconnectService`` adopters, in reverse order, that the car's screen disconnected.
    open func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.didDisconnect, to: (any CarPlayDisconnectService).self, in: templateApplicationScene,
            reversed: true
        ) { $0.templateApplicationScene(templateApplicationScene, didDisconnect: interfaceController) }
    }

    /// Tells the ``CarPlayWindowDisconnectService`` adopters, in reverse order, that the car's screen disconnected.
    open func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.didDisconnectFromWindow, to: (any CarPlayWindowDisconnectService).self,
            in: templateApplicationScene, reversed: true
        ) { $0.templateApplicationScene(templateApplicationScene, didDisconnect: interfaceController, from: window) }
    }

    /// Tells the ``CarPlayNavigationAlertService`` adopters that the user chose a navigation alert's banner.
    open func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.didSelectNavigationAlert, to: (any CarPlayNavigationAlertService).self,
            in: templateApplicationScene
        ) { $0.templateApplicationScene(templateApplicationScene, didSelect: navigationAlert) }
    }

    /// Tells the ``CarPlayManeuverService`` adopters that the user chose a maneuver's banner.
    open func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.didSelectManeuver, to: (any CarPlayManeuverService).self, in: templateApplicationScene
        ) { $0.templateApplicationScene(templateApplicationScene, didSelect: maneuver) }
    }

    /// Tells the ``CarPlayContentStyleService`` adopters that CarPlay suggests another content style for this
    /// delegate's scene, the car's or the instrument cluster's: one method for the selector both protocols declare.
    open func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {
        guard let scene = carPlayScene else { return }
        host?.dispatchFrameworkCallback(
            CarPlaySelector.contentStyleDidChange, to: (any CarPlayContentStyleService).self, in: scene
        ) { $0.contentStyleDidChange(contentStyle) }
    }

    /// Tells the ``CarPlayDashboardConnectService`` adopters that the dashboard connected.
    open func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.dashboardDidConnect, to: (any CarPlayDashboardConnectService).self,
            in: templateApplicationDashboardScene
        ) {
            $0.templateApplicationDashboardScene(
                templateApplicationDashboardScene, didConnect: dashboardController, to: window)
        }
    }

    /// Tells the ``CarPlayDashboardDisconnectService`` adopters, in reverse order, that the dashboard disconnected.
    open func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.dashboardDidDisconnect, to: (any CarPlayDashboardDisconnectService).self,
            in: templateApplicationDashboardScene, reversed: true
        ) {
            $0.templateApplicationDashboardScene(
                templateApplicationDashboardScene, didDisconnect: dashboardController, from: window)
        }
    }

    /// Tells the ``CarPlayInstrumentClusterConnectService`` adopters that the instrument cluster connected.
    open func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.instrumentClusterDidConnect, to: (any CarPlayInstrumentClusterConnectService).self,
            in: templateApplicationInstrumentClusterScene
        ) {
            $0.templateApplicationInstrumentClusterScene(
                templateApplicationInstrumentClusterScene, didConnect: instrumentClusterController)
        }
    }

    /// Tells the ``CarPlayInstrumentClusterDisconnectService`` adopters, in reverse order, that the instrument
    /// cluster disconnected.
    open func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnect instrumentClusterController: CPInstrumentClusterController
    ) {
        host?.dispatchFrameworkCallback(
            CarPlaySelector.instrumentClusterDidDisconnect, to: (any CarPlayInstrumentClusterDisconnectService).self,
            in: templateApplicationInstrumentClusterScene, reversed: true
        ) {
            $0.templateApplicationInstrumentClusterScene(
                templateApplicationInstrumentClusterScene, didDisconnect: instrumentClusterController)
        }
    }

    /// Whether the delegate implements `aSelector`: for CarPlay's methods, whether a service adopts the method's
    /// capability (see the type's discussion); for the others, as ``AppServices/ServicesSceneDelegate`` answers.
    ///
    /// - Parameter aSelector: The selector UIKit or CarPlay asks about.
    /// - Returns: Whether to call it.
    nonisolated open override func responds(to aSelector: Selector!) -> Bool {
        if let aSelector, let capability = CarPlaySelector.capabilities[NSStringFromSelector(aSelector)] {
            return carPlayServicesHandle(capability)
        }
        return super.responds(to: aSelector)
    }

    private nonisolated func carPlayServicesHandle(_ capability: CarPlaySelector.Capability) -> Bool {
        // Asked off the main queue, where the services cannot be read: every method but the window variants.
        guard MainQueue.isCurrent else { return !capability.isWindowVariant }
        return MainActor.assumeIsolated {
            if !capability.isWindowVariant && self is any SceneServiceProvider { return true }
            return host?.hasFrameworkParticipants(in: carPlayScene, where: capability.isAdopted) ?? false
        }
    }
}
#endif
