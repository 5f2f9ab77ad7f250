public import Foundation

/// The replica of `UIViewController`: manages a view, loaded when first read, as UIKit does.
///
/// Reading ``view`` for the first time calls ``loadView()`` and then ``viewDidLoad()``, so a subclass that
/// configures its view in `viewDidLoad()` behaves as on iOS.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller; the replica has no nibs, so both arguments are ignored.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller without a nib, as `init()` does in UIKit.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive; the replica has no archives.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view the controller manages, loaded on first read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view; the default makes a plain view the size of the screen.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded; override it to configure the view.
    open func viewDidLoad() {}

    /// Loads the view if it has not been loaded.
    open func loadViewIfNeeded() {
        _ = view
    }
}
