public import Foundation

/// The replica of UIKit's base class for objects that respond to events.
///
/// In UIKit, `UIApplication`, `UIScene`, `UIWindow`, `UIViewController` and the app's delegate classes
/// descend from `UIResponder`, which descends from `NSObject`. The replica keeps that hierarchy.
///
/// It also stands in for `NSObject.responds(to:)`, which Foundation lacks off Apple platforms: the
/// headless ``UIApplication`` asks its delegate this question before delivering a callback, exactly as
/// UIKit asks the Objective-C runtime. Swift protocols have no `optional` requirements off Apple
/// platforms, so every delegate method of the replica has a default implementation, and *this* method
/// says which ones an object really implements. It answers as the Objective-C runtime does, from the
/// method tables (``HeadlessRuntime``): `true` only for a method the object's class or a superclass
/// declared with ``HeadlessRuntime/declare(_:selectors:)``, or a swizzler's model gave it. A delegate that
/// declares nothing implements nothing, as a class without methods would on a device:
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     override init() {
///         HeadlessRuntime.declare(AppDelegate.self, selectors: ["application:didFinishLaunchingWithOptions:"])
///         super.init()
///     }
///     func application(
///         _ application: UIApplication,
///         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///     ) -> Bool { true }
/// }
/// ```
///
/// AppServices' adapters override it to advertise only what their services handle.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    #if canImport(ObjectiveC)
    /// Whether the object implements the method named by `aSelector`.
    ///
    /// - Parameter aSelector: The Objective-C selector of a method.
    /// - Returns: `true` for every selector the Objective-C runtime knows, and for a delegate method of the
    ///   replica (a Swift method the runtime cannot see) that the method tables hold for the object.
    open override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector)
            || HeadlessRuntime.answering(for: self).implementation(NSStringFromSelector(aSelector), for: self) != nil
    }
    #else
    /// Whether the object implements the method named by `aSelector`.
    ///
    /// - Parameter aSelector: The Objective-C selector of a method.
    /// - Returns: Whether the method tables hold a method for it: the object's class or a superclass declared
    ///   it, or a swizzler's model gave it one.
    nonisolated open func responds(to aSelector: Selector!) -> Bool {
        HeadlessRuntime.answering(for: self).implementation(aSelector.name, for: self) != nil
    }
    #endif

    /// Changes a menu system's menus.
    ///
    /// UIKit calls it along the responder chain, which ends with the app delegate, when it builds the main
    /// menu. The default does nothing.
    ///
    /// - Parameter builder: The menus being built.
    open func buildMenu(with builder: any UIMenuBuilder) {}
}

/// The replica of `UIUserActivityRestoring`: an object that restores its state from a user activity.
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores the object's state from `userActivity`.
    ///
    /// - Parameter userActivity: The activity being continued.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
