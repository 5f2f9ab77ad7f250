public import Foundation

/// The replica of `UIWindow`: the root of a view hierarchy, shown on a scene's screen.
///
/// A window created with ``init(windowScene:)`` joins the scene's ``UIWindowScene/windows``;
/// ``makeKeyAndVisible()`` shows it and makes it the key window of its scene, or, in an app without scenes, of
/// the app, which ``HeadlessSystem/keyWindow`` reports. As in UIKit, neither the scene nor the system keeps a
/// window alive: the app delegate or scene delegate holds it in its `window` property.
///
/// In an app that uses scenes a window is shown only in a scene: one without a scene (made with
/// ``init(frame:)`` and never given a ``windowScene``) is on no screen, even after ``makeKeyAndVisible()``,
/// which then only clears ``UIView/isHidden`` and makes no window key. Assigning ``windowScene`` moves the
/// window into that scene (and out of its old one), where it shows unless it is hidden (Apple's
/// documentation of `windowScene`: "Changing the value of this property moves the window to the newly
/// specified scene"); it becomes the scene's key window only by ``makeKeyAndVisible()``.
@MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to.
    ///
    /// Setting it moves the window into the new scene, after the scene's other windows, and out of its old
    /// one, where it stops being key; `nil` takes it out of every scene.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.windowReferences.removeAll { $0.window === self || $0.window == nil }
            isKeyWindow = false
            windowScene?.windowReferences.append(UIWindowScene.WindowReference(window: self))
        }
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController?

    /// The screen the window is on: its scene's, or the main screen (the headless device has only one, so
    /// unlike UIKit's the property cannot be set).
    open var screen: UIScreen { windowScene?.screen ?? UIScreen.main }

    /// Whether the window is its scene's (or, without a scene, the app's) key window.
    open internal(set) var isKeyWindow = false

    /// Creates a window with a frame; it is hidden until ``makeKeyAndVisible()``.
    ///
    /// - Parameter frame: The frame, usually `UIScreen.main.bounds`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window for a scene, the size of the scene's screen; it is hidden until
    /// ``makeKeyAndVisible()``.
    ///
    /// - Parameter windowScene: The scene.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        windowScene.windowReferences.append(UIWindowScene.WindowReference(window: self))
    }

    /// Creates a window from an archive; the replica has no archives.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the window and makes it the key window, in front of the other windows at its level.
    ///
    /// The previous key window of the same scene (or of the app, for a window of an app without scenes) stops
    /// being key; loading the root view controller's view happens here, as it does when UIKit shows the
    /// window. In an app that uses scenes, a window without a scene only stops being hidden: it shows nothing
    /// and becomes key nowhere until it gets a scene and is made key there.
    open func makeKeyAndVisible() {
        isHidden = false
        if let windowScene {
            for window in windowScene.windows where window !== self { window.isKeyWindow = false }
        } else if let system = HeadlessActing.system ?? UIApplication.current?.system {
            guard !system.options.usesScenes else { return }
            if system.sceneLessKeyWindow !== self { system.sceneLessKeyWindow?.isKeyWindow = false }
            system.sceneLessKeyWindow = self
        }
        isKeyWindow = true
        rootViewController?.loadViewIfNeeded()
    }
}
