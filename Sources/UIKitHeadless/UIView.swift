public import Foundation

// CGRect's Swift members (`.zero`, `init(x:y:width:height:)`) are CoreGraphics' on Apple platforms and
// Foundation's elsewhere.
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The replica of `UIView`: a rectangle of the interface, with the members app setup code touches.
@MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's bounds in its own coordinates: zero origin, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Whether the view is hidden.
    open var isHidden = false

    /// Creates a view with a frame.
    ///
    /// - Parameter frame: The frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with a zero frame, as `init()` does in UIKit.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; the replica has no archives.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }
}
