#if canImport(CarPlay) || !canImport(UIKit)
import AppServices

// The Objective-C selectors of CarPlay's scene-delegate methods, each with the capability whose adopters make the
// delegate implement it.
enum CarPlaySelector {
    /// A capability protocol, and whether it is a navigation app's window variant.
    struct Capability: Sendable {
        /// Whether a service adopts the capability.
        var isAdopted: @Sendable (any ApplicationService) -> Bool
        var isWindowVariant = false

        init<Service>(_ capability: Service.Type, isWindowVariant: Bool = false) {
            isAdopted = { $0 is Service }
            self.isWindowVariant = isWindowVariant
        }
    }

    static let didConnect = "templateApplicationScene:didConnectInterfaceController:"
    static let didConnectToWindow = "templateApplicationScene:didConnectInterfaceController:toWindow:"
    static let didDisconnect = "templateApplicationScene:didDisconnectInterfaceController:"
    static let didDisconnectFromWindow = "templateApplicationScene:didDisconnectInterfaceController:fromWindow:"
    static let didSelectNavigationAlert = "templateApplicationScene:didSelectNavigationAlert:"
    static let didSelectManeuver = "templateApplicationScene:didSelectManeuver:"
    static let contentStyleDidChange = "contentStyleDidChange:"
    static let dashboardDidConnect = "templateApplicationDashboardScene:didConnectDashboardController:toWindow:"
    static let dashboardDidDisconnect = "templateApplicationDashboardScene:didDisconnectDashboardController:fromWindow:"
    static let instrumentClusterDidConnect =
        "templateApplicationInstrumentClusterScene:didConnectInstrumentClusterController:"
    static let instrumentClusterDidDisconnect =
        "templateApplicationInstrumentClusterScene:didDisconnectInstrumentClusterController:"

    /// Each selector's capability.
    static let capabilities: [String: Capability] = [
        didConnect: Capability((any CarPlayConnectService).self),
        didConnectToWindow: Capability((any CarPlayWindowConnectService).self, isWindowVariant: true),
        didDisconnect: Capability((any CarPlayDisconnectService).self),
        didDisconnectFromWindow: Capability((any CarPlayWindowDisconnectService).self, isWindowVariant: true),
        didSelectNavigationAlert: Capability((any CarPlayNavigationAlertService).self),
        didSelectManeuver: Capability((any CarPlayManeuverService).self),
        contentStyleDidChange: Capability((any CarPlayContentStyleService).self),
        dashboardDidConnect: Capability((any CarPlayDashboardConnectService).self),
        dashboardDidDisconnect: Capability((any CarPlayDashboardDisconnectService).self),
        instrumentClusterDidConnect: Capability((any CarPlayInstrumentClusterConnectService).self),
        instrumentClusterDidDisconnect: Capability((any CarPlayInstrumentClusterDisconnectService).self),
    ]
}
#endif
