public import UIKitHeadless

// CarPlay's steps beyond UIKit's: the events the car sends a connected CarPlay scene. Connecting and disconnecting
// are UIKit's steps (HeadlessSystem.connectScene(_:) with a CarPlay role, whose scene class is CarPlay's).
extension HeadlessSystem {
    /// The car suggests another content style: sets the scene's `contentStyle`, then calls the scene delegate's
    /// `contentStyleDidChange(_:)` (a CarPlay scene's or an instrument cluster's).
    ///
    /// - Parameters:
    ///   - style: The new style.
    ///   - scene: A connected CarPlay or instrument-cluster scene.
    public func changeContentStyle(to style: UIUserInterfaceStyle, of scene: UIScene) {
        if let car = scene as? CPTemplateApplicationScene { car.contentStyle = style }
        if let cluster = scene as? CPTemplateApplicationInstrumentClusterScene { cluster.contentStyle = style }
        deliver(to: scene, CarPlaySelectors.contentStyleDidChange) {
            if let delegate = $0 as? any CPTemplateApplicationSceneDelegate {
                delegate.contentStyleDidChange(style)
            } else if let delegate = $0 as? any CPTemplateApplicationInstrumentClusterSceneDelegate {
                delegate.contentStyleDidChange(style)
            }
        }
    }

    /// The user taps the banner of a navigation alert the app posted while in the background: the app's CarPlay
    /// scene's delegate gets `templateApplicationScene(_:didSelect:)`.
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - scene: The CarPlay scene.
    public func selectNavigationAlert(_ alert: CPNavigationAlert, in scene: CPTemplateApplicationScene) {
        deliver(to: scene, CarPlaySelectors.didSelectNavigationAlert) {
            ($0 as? any CPTemplateApplicationSceneDelegate)?.templateApplicationScene(scene, didSelect: alert)
        }
    }

    /// The user taps the banner of a maneuver the app posted while in the background.
    ///
    /// - Parameters:
    ///   - maneuver: The maneuver.
    ///   - scene: The CarPlay scene.
    public func selectManeuver(_ maneuver: CPManeuver, in scene: CPTemplateApplicationScene) {
        deliver(to: scene, CarPlaySelectors.didSelectManeuver) {
            ($0 as? any CPTemplateApplicationSceneDelegate)?.templateApplicationScene(scene, didSelect: maneuver)
        }
    }
}
