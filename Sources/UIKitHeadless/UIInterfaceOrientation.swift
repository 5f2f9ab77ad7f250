/// The orientation of the app's user interface.
///
/// Raw values as in `UIOrientation.h` (`NS_ENUM(NSInteger)`); note that `landscapeLeft` is 4 and
/// `landscapeRight` is 3, because interface and device orientations are mirrored.
@available(tvOS, unavailable)
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Portrait, the home button (or bottom edge) down.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, the top of the interface to the left.
    case landscapeLeft = 4
    /// Landscape, the top of the interface to the right.
    case landscapeRight = 3
}
