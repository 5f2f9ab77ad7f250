import Foundation
public import UIKitHeadless

// CGRect's `.zero` is CoreGraphics' on Apple platforms and Foundation's elsewhere.
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The replica of `CPTemplateApplicationScene` (iOS 13.0): the scene of an app on the car's screen, with the
/// interface controller and the window CarPlay made for it (both held strongly, never `nil`).
///
/// The system creates it when the configuration's scene class names it (`UISceneClassName`, or
/// `HeadlessSystem.Options.sceneClasses` in the replica), and after `scene(_:willConnectTo:options:)` tells the
/// delegate `templateApplicationScene(_:didConnect:to:)` if it implements it (navigation apps), else
/// `templateApplicationScene(_:didConnect:)`; before `sceneDidDisconnect(_:)`, the matching `didDisconnect`.
/// Which variant CarPlay calls when a delegate implements both is not documented; the replica's choice is that.
@MainActor
open class CPTemplateApplicationScene: UIScene, HeadlessFrameworkScene {
    /// The scene's interface controller.
    open private(set) var interfaceController = CPInterfaceController()
    /// The window CarPlay made for the scene.
    open private(set) var carWindow = CPWindow(frame: .zero)
    /// The content style CarPlay suggests for the scene (iOS 15.4).
    open internal(set) var contentStyle: UIUserInterfaceStyle = .unspecified

    /// Creates a CarPlay scene for a session.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connectionOptions: Why the scene connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Tells the delegate the car's screen connected, with the window for a delegate that takes one.
    ///
    /// - Parameter system: The system connecting the scene.
    public func didConnect(in system: HeadlessSystem) {
        let (controller, window) = (interfaceController, carWindow)
        deliverVariant(
            in: system, window: CarPlaySelectors.didConnectToWindow, plain: CarPlaySelectors.didConnect,
            { $0.templateApplicationScene(self, didConnect: controller, to: window) },
            { $0.templateApplicationScene(self, didConnect: controller) })
    }

    /// Tells the delegate the car's screen disconnected, in the variant it was connected with.
    ///
    /// - Parameter system: The system disconnecting the scene.
    public func willDisconnect(in system: HeadlessSystem) {
        let (controller, window) = (interfaceController, carWindow)
        deliverVariant(
            in: system, window: CarPlaySelectors.didDisconnectFromWindow, plain: CarPlaySelectors.didDisconnect,
            { $0.templateApplicationScene(self, didDisconnect: controller, from: window) },
            { $0.templateApplicationScene(self, didDisconnect: controller) })
    }

    /// Calls the window variant of a callback if the delegate implements it, else the plain one.
    private func deliverVariant(
        in system: HeadlessSystem, window: String, plain: String,
        _ windowCall: (any CPTemplateApplicationSceneDelegate) -> Void,
        _ plainCall: (any CPTemplateApplicationSceneDelegate) -> Void
    ) {
        let selector = HeadlessSystem.responds(delegate, to: window) ? window : plain
        system.deliver(to: self, selector) { delegate in
            guard let delegate = delegate as? any CPTemplateApplicationSceneDelegate else { return }
            selector == window ? windowCall(delegate) : plainCall(delegate)
        }
    }
}

/// The replica of `CPTemplateApplicationDashboardScene` (iOS 13.4): a navigation app's scene on the CarPlay
/// Dashboard, with its controller and window.
@MainActor
open class CPTemplateApplicationDashboardScene: UIScene, HeadlessFrameworkScene {
    /// The dashboard's controller.
    open private(set) var dashboardController = CPDashboardController()
    /// The window CarPlay made for the dashboard.
    open private(set) var dashboardWindow = UIWindow(frame: .zero)

    /// Creates a dashboard scene for a session.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connectionOptions: Why the scene connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Tells the delegate the dashboard connected.
    ///
    /// - Parameter system: The system connecting the scene.
    public func didConnect(in system: HeadlessSystem) {
        let (controller, window) = (dashboardController, dashboardWindow)
        system.deliver(to: self, CarPlaySelectors.dashboardDidConnect) {
            ($0 as? any CPTemplateApplicationDashboardSceneDelegate)?.templateApplicationDashboardScene(
                self, didConnect: controller, to: window)
        }
    }

    /// Tells the delegate the dashboard disconnected.
    ///
    /// - Parameter system: The system disconnecting the scene.
    public func willDisconnect(in system: HeadlessSystem) {
        let (controller, window) = (dashboardController, dashboardWindow)
        system.deliver(to: self, CarPlaySelectors.dashboardDidDisconnect) {
            ($0 as? any CPTemplateApplicationDashboardSceneDelegate)?.templateApplicationDashboardScene(
                self, didDisconnect: controller, from: window)
        }
    }
}

/// The replica of `CPTemplateApplicationInstrumentClusterScene` (iOS 15.4): a navigation app's scene in the car's
/// instrument cluster.
@MainActor
open class CPTemplateApplicationInstrumentClusterScene: UIScene, HeadlessFrameworkScene {
    /// The instrument cluster's controller.
    open private(set) var instrumentClusterController = CPInstrumentClusterController()
    /// The content style CarPlay suggests for the scene.
    open internal(set) var contentStyle: UIUserInterfaceStyle = .unspecified

    /// Creates an instrument-cluster scene for a session.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connectionOptions: Why the scene connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Tells the delegate the instrument cluster connected.
    ///
    /// - Parameter system: The system connecting the scene.
    public func didConnect(in system: HeadlessSystem) {
        let controller = instrumentClusterController
        system.deliver(to: self, CarPlaySelectors.instrumentClusterDidConnect) {
            ($0 as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?
                .templateApplicationInstrumentClusterScene(self, didConnect: controller)
        }
    }

    /// Tells the delegate the instrument cluster disconnected.
    ///
    /// - Parameter system: The system disconnecting the scene.
    public func willDisconnect(in system: HeadlessSystem) {
        let controller = instrumentClusterController
        system.deliver(to: self, CarPlaySelectors.instrumentClusterDidDisconnect) {
            ($0 as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?
                .templateApplicationInstrumentClusterScene(self, didDisconnect: controller)
        }
    }
}
