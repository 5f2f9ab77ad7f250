public import Foundation

/// The replica of `UIStoryboard`: what a storyboard gives UIKit, its initial view controller.
///
/// UIKit reads a compiled storyboard from the app's bundle; off Apple platforms there is none, so the replica's
/// storyboards are the view controllers ``HeadlessSystem/Options/storyboards`` instantiates, by name.
@MainActor
open class UIStoryboard: NSObject {
    /// Makes the initial view controller; `nil` for a storyboard without one.
    private var initialViewController: (@MainActor () -> UIViewController)?

    /// Creates a storyboard without an initial view controller.
    public override init() {
        super.init()
    }

    /// A storyboard whose initial view controller `initialViewController` makes.
    ///
    /// A convenience initializer, so that subclasses keep inheriting the designated one they can see.
    convenience init(initialViewController: @escaping @MainActor () -> UIViewController) {
        self.init()
        self.initialViewController = initialViewController
    }

    /// Creates the storyboard's initial view controller, a new one at each call (Apple's documentation of
    /// `instantiateInitialViewController()`); `nil` when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        initialViewController?()
    }
}
