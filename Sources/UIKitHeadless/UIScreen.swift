public import Foundation

// CGRect's Swift members (`.zero`, `init(x:y:width:height:)`) are CoreGraphics' on Apple platforms and
// Foundation's elsewhere.
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The replica of `UIScreen`: the display a window scene is on.
///
/// The headless device has one screen, the size of an iPhone 15 in points.
@MainActor
open class UIScreen: NSObject {
    private static let device = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))

    /// The device's built-in screen.
    ///
    /// UIKit marks it to be deprecated in favour of the screen of a window's scene
    /// (`view.window?.windowScene?.screen`), which is the same screen here.
    open class var main: UIScreen { device }

    /// The screen's bounds, in points.
    open private(set) var bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }
}
