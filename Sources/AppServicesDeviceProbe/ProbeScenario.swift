/// The scenarios the device probe records, each named in its report.
public enum ProbeScenario: String, Codable, Sendable, CaseIterable {
    /// The app launched by the user from the home screen (or by Xcode), not running before.
    case coldLaunch
    /// The app launched, not running before, to open a URL of its scheme.
    case coldLaunchURL
    /// The app launched, not running before, by a home-screen quick action.
    case coldLaunchQuickAction
    /// The app launched, not running before, by a tap on one of its notifications.
    case coldLaunchNotification
    /// The app launched, not running before, by a universal link to its associated domain.
    case coldLaunchUniversalLink
    /// The running app sent to the background and brought back, twice.
    case foregroundCycle
    /// An external display connected while the app is active, then the phone's scene sent to the background.
    case externalDisplay
    /// A CarPlay scene in the foreground while the phone's scene is in the background.
    case carPlay
}
