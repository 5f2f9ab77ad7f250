public import Foundation
public import UIKitHeadless

/// The replica of `CPTemplate` (iOS 12.0): the abstract superclass of CarPlay's templates; a placeholder.
@MainActor
open class CPTemplate: NSObject {}

/// The replica of `CPInterfaceController` (iOS 12.0, `CARPLAY_TEMPLATE_UI_ACTOR`): how a CarPlay scene shows templates.
///
/// The scene holds it strongly (`CPTemplateApplicationScene.h`), so a delegate need not.
@MainActor
open class CPInterfaceController: NSObject {
    /// The template at the root of the navigation hierarchy, once the app set one.
    open private(set) var rootTemplate: CPTemplate?
    /// Whether the app prefers a dark interface on the car's screen.
    open var prefersDarkUserInterfaceStyle = false

    override init() {
        super.init()
    }

    /// Sets the root template (iOS 14.0 form); CarPlay calls the completion on the main queue, here at once.
    ///
    /// - Parameters:
    ///   - rootTemplate: The template.
    ///   - animated: Whether to animate.
    ///   - completion: Called with whether it was presented.
    open func setRootTemplate(
        _ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil
    ) {
        self.rootTemplate = rootTemplate
        completion?(true, nil)
    }
}

/// The replica of `CPWindow` (iOS 12.0): the window a navigation app draws its map in on the car's screen.
@MainActor
open class CPWindow: UIWindow {}

/// The replica of `CPDashboardController` (iOS 13.4): what a navigation app sets its CarPlay Dashboard buttons
/// with; a placeholder.
open class CPDashboardController: NSObject {}

/// The replica of `CPInstrumentClusterController` (iOS 15.4): what a navigation app draws in the instrument
/// cluster with; a placeholder.
open class CPInstrumentClusterController: NSObject {}

/// The replica of `CPNavigationAlert` (iOS 12.0): an alert a navigation app shows; a placeholder.
open class CPNavigationAlert: NSObject {}

/// The replica of `CPManeuver` (iOS 12.0): a turn of a route; a placeholder.
open class CPManeuver: NSObject {}
