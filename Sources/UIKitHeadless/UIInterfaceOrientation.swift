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

/// A set of interface orientations an app or view controller supports.
///
/// Bit values as in `UIOrientation.h` (`NS_OPTIONS(NSUInteger)`). An empty mask is illegal as an answer
/// to the system: UIKit raises `UIApplicationInvalidInterfaceOrientationException` for it.
@available(tvOS, unavailable)
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the top of the interface to the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the top of the interface to the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    /// Every orientation but portrait upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
