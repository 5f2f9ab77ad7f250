#if canImport(CarPlay) || !canImport(UIKit)
public import AppServices

#if canImport(CarPlay)
public import CarPlay
public import UIKit
#else
public import CarPlayHeadless
public import UIKitHeadless
#endif

// The capabilities of CarPlay's scene-delegate callbacks, one per callback, each with CarPlay's Swift signature so a
// scene delegate's method moves into a service unchanged. `contentStyleDidChange(_:)` is one selector in two
// protocols (the car's scene delegate and the instrument cluster's) and takes no scene: one capability serves both,
// and ServiceContext.scene names the scene while it is called. All are main-actor isolated, as CarPlay's protocols
// are (UISceneDelegate's isolation, and CARPLAY_TEMPLATE_UI_ACTOR in the headers).

/// A service told that the car's screen connected to a CarPlay scene (`templateApplicationScene(_:didConnect:)`):
/// set the root template here.
///
/// ```swift
/// final class NowPlayingCarPlay: CarPlayConnectService {
///     func templateApplicationScene(
///         _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
///     ) {
///         interfaceController.setRootTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
///     }
/// }
/// ```
@MainActor
public protocol CarPlayConnectService: ApplicationService {
    /// The car's screen connected to the scene.
    ///
    /// - Parameters:
    ///   - templateApplicationScene: The CarPlay scene.
    ///   - interfaceController: The scene's interface controller, held by the scene.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
}

/// A navigation app's service told that the car's screen connected, with the window to draw its map in.
///
/// `templateApplicationScene(_:didConnect:to:)`: adopting it makes the scene delegate implement the window
/// variant, which CarPlay offers navigation apps only.
@MainActor
public protocol CarPlayWindowConnectService: ApplicationService {
    /// The car's screen connected to the scene.
    ///
    /// - Parameters:
    ///   - templateApplicationScene: The CarPlay scene.
    ///   - interfaceController: The scene's interface controller.
    ///   - window: The car's window.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow)
}

/// A service told that the car's screen disconnected (`templateApplicationScene(_:didDisconnect:)`).
@MainActor
public protocol CarPlayDisconnectService: ApplicationService {
    /// The car's screen disconnected.
    ///
    /// - Parameters:
    ///   - templateApplicationScene: The CarPlay scene.
    ///   - interfaceController: Its interface controller.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController)
}

/// A navigation app's service told that the car's screen disconnected, with its window
/// (`templateApplicationScene(_:didDisconnect:from:)`).
@MainActor
public protocol CarPlayWindowDisconnectService: ApplicationService {
    /// The car's screen disconnected.
    ///
    /// - Parameters:
    ///   - templateApplicationScene: The CarPlay scene.
    ///   - interfaceController: Its interface controller.
    ///   - window: The car's window.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
}

/// A service told that the user tapped the banner of a navigation alert the app posted in the background.
@MainActor
public protocol CarPlayNavigationAlertService: ApplicationService {
    /// The user chose the alert.
    ///
    /// - Parameters:
    ///   - templateApplicationScene: The CarPlay scene.
    ///   - navigationAlert: The alert.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert)
}

/// A service told that the user tapped the banner of a maneuver the app posted in the background.
@MainActor
public protocol CarPlayManeuverService: ApplicationService {
    /// The user chose the maneuver.
    ///
    /// - Parameters:
    ///   - templateApplicationScene: The CarPlay scene.
    ///   - maneuver: The maneuver.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver)
}

/// A service told that CarPlay's suggested content style changed (`contentStyleDidChange(_:)`, iOS 15.4), for the
/// car's scene or the instrument cluster's: ``AppServices/ServiceContext/scene`` names which while it is called.
@MainActor
public protocol CarPlayContentStyleService: ApplicationService {
    /// CarPlay suggests another content style.
    ///
    /// - Parameter contentStyle: The new style.
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

/// A navigation app's service told that the CarPlay Dashboard connected.
@MainActor
public protocol CarPlayDashboardConnectService: ApplicationService {
    /// The dashboard connected.
    ///
    /// - Parameters:
    ///   - templateApplicationDashboardScene: The dashboard scene.
    ///   - dashboardController: Its controller.
    ///   - window: Its window.
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow)
}

/// A navigation app's service told that the CarPlay Dashboard disconnected.
@MainActor
public protocol CarPlayDashboardDisconnectService: ApplicationService {
    /// The dashboard disconnected.
    ///
    /// - Parameters:
    ///   - templateApplicationDashboardScene: The dashboard scene.
    ///   - dashboardController: Its controller.
    ///   - window: Its window.
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow)
}

/// A navigation app's service told that the instrument cluster connected (iOS 15.4).
@MainActor
public protocol CarPlayInstrumentClusterConnectService: ApplicationService {
    /// The instrument cluster connected.
    ///
    /// - Parameters:
    ///   - templateApplicationInstrumentClusterScene: The instrument-cluster scene.
    ///   - instrumentClusterController: Its controller.
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController)
}

/// A navigation app's service told that the instrument cluster disconnected (iOS 15.4).
@MainActor
public protocol CarPlayInstrumentClusterDisconnectService: ApplicationService {
    /// The instrument cluster disconnected.
    ///
    /// - Parameters:
    ///   - templateApplicationInstrumentClusterScene: The instrument-cluster scene.
    ///   - instrumentClusterController: Its controller.
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnect instrumentClusterController: CPInstrumentClusterController)
}
#endif
