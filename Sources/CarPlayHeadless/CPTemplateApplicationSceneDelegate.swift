public import UIKitHeadless

// CarPlay's three scene-delegate protocols (CPTemplateApplicationScene.h, CPTemplateApplicationDashboardScene.h,
// CPTemplateApplicationInstrumentClusterScene.h; Swift names from CarPlay.apinotes and the importer's pruning), every
// method optional. They refine UISceneDelegate, whose main-actor isolation they inherit; the iOS 27.0 headers mark
// CPTemplateApplicationSceneDelegate CARPLAY_TEMPLATE_UI_ACTOR as the 26.2 ones already mark the instrument
// cluster's, which changes nothing in Swift. The replica's default implementations do nothing, and the system calls
// a method only when the delegate responds to its selector (CarPlaySelectors).

/// The replica of `CPTemplateApplicationSceneDelegate` (iOS 13.0): the delegate of a scene on the car's screen.
@MainActor
public protocol CPTemplateApplicationSceneDelegate: UISceneDelegate {
    /// The car's screen connected: a navigation app's variant, with the window to draw its map in.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow)
    /// The car's screen connected (iOS 14.0): set the root template before returning.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
    /// The car's screen disconnected: a navigation app's variant.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
    /// The car's screen disconnected (iOS 14.0).
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController)
    /// The user tapped the banner of a navigation alert the app posted in the background.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert)
    /// The user tapped the banner of a maneuver the app posted in the background.
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver)
    /// CarPlay's suggested content style for the scene changed (iOS 15.4); the one method of the protocol without
    /// the scene as an argument, and the same selector as the instrument cluster delegate's.
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

/// The replica of `CPTemplateApplicationDashboardSceneDelegate` (iOS 13.4): the delegate of a navigation app's
/// CarPlay Dashboard scene.
@MainActor
public protocol CPTemplateApplicationDashboardSceneDelegate: UISceneDelegate {
    /// The dashboard connected, with its controller and window.
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow)
    /// The dashboard disconnected.
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow)
}

/// The replica of `CPTemplateApplicationInstrumentClusterSceneDelegate` (iOS 15.4): the delegate of a navigation
/// app's instrument-cluster scene.
@MainActor
public protocol CPTemplateApplicationInstrumentClusterSceneDelegate: UISceneDelegate {
    /// The instrument cluster connected.
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController)
    /// The instrument cluster disconnected.
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnect instrumentClusterController: CPInstrumentClusterController)
    /// CarPlay's suggested content style for the scene changed.
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationSceneDelegate {
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}

extension CPTemplateApplicationDashboardSceneDelegate {
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {}
}

extension CPTemplateApplicationInstrumentClusterSceneDelegate {
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnect instrumentClusterController: CPInstrumentClusterController
    ) {}
    /// Does nothing, as when the delegate lacks the method.
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}

/// The Objective-C selectors of CarPlay's scene-delegate methods, as the system asks `responds(to:)` about them.
public enum CarPlaySelectors {
    /// `templateApplicationScene:didConnectInterfaceController:toWindow:`.
    public static let didConnectToWindow = "templateApplicationScene:didConnectInterfaceController:toWindow:"
    /// `templateApplicationScene:didConnectInterfaceController:`.
    public static let didConnect = "templateApplicationScene:didConnectInterfaceController:"
    /// `templateApplicationScene:didDisconnectInterfaceController:fromWindow:`.
    public static let didDisconnectFromWindow = "templateApplicationScene:didDisconnectInterfaceController:fromWindow:"
    /// `templateApplicationScene:didDisconnectInterfaceController:`.
    public static let didDisconnect = "templateApplicationScene:didDisconnectInterfaceController:"
    /// `templateApplicationScene:didSelectNavigationAlert:`.
    public static let didSelectNavigationAlert = "templateApplicationScene:didSelectNavigationAlert:"
    /// `templateApplicationScene:didSelectManeuver:`.
    public static let didSelectManeuver = "templateApplicationScene:didSelectManeuver:"
    /// `contentStyleDidChange:`, of both the car's scene delegate and the instrument cluster's.
    public static let contentStyleDidChange = "contentStyleDidChange:"
    /// `templateApplicationDashboardScene:didConnectDashboardController:toWindow:`.
    public static let dashboardDidConnect = "templateApplicationDashboardScene:didConnectDashboardController:toWindow:"
    /// `templateApplicationDashboardScene:didDisconnectDashboardController:fromWindow:`.
    public static let dashboardDidDisconnect =
        "templateApplicationDashboardScene:didDisconnectDashboardController:fromWindow:"
    /// `templateApplicationInstrumentClusterScene:didConnectInstrumentClusterController:`.
    public static let instrumentClusterDidConnect =
        "templateApplicationInstrumentClusterScene:didConnectInstrumentClusterController:"
    /// `templateApplicationInstrumentClusterScene:didDisconnectInstrumentClusterController:`.
    public static let instrumentClusterDidDisconnect =
        "templateApplicationInstrumentClusterScene:didDisconnectInstrumentClusterController:"
}
