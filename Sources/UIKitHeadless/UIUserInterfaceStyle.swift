/// The replica of `UIUserInterfaceStyle` (iOS 12.0, `UIInterface.h`): light or dark, raw values as in UIKit.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style chosen.
    case unspecified = 0
    /// The light style.
    case light = 1
    /// The dark style.
    case dark = 2
}
