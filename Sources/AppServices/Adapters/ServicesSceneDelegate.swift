import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// The scene delegate that fans every `UISceneDelegate` and `UIWindowSceneDelegate` callback out to the
/// app's services.
///
/// Name it as the delegate class of the app's scene configuration (in the Info.plist scene manifest, or
/// from a configuration service); UIKit creates one per scene. It dispatches to the host of the app's
/// ``ServicesAppDelegate``, looked up on every callback, so the scene delegate keeps nothing alive:
///
/// ```swift
/// let configuration = UISceneConfiguration(name: "Default", sessionRole: .windowApplication)
/// configuration.delegateClass = ServicesSceneDelegate.self
/// ```
///
/// An app whose delegate is not a ``ServicesAppDelegate`` passes its host to ``init(host:)``, or overrides
/// ``host``. Like the application delegate, it answers `responds(to:)` from
/// ``ServiceHost/advertisedSelectors``, so UIKit sees exactly the scene callbacks the services handle.
open class ServicesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's main window; a ``SceneConnectionService`` usually creates it.
    open var window: UIWindow?

    private let usesApplicationDelegate: Bool
    private weak var givenHost: ServiceHost?

    /// Creates a delegate that dispatches to the host of the app's ``ServicesAppDelegate``; UIKit calls this.
    public override init() {
        usesApplicationDelegate = true
        super.init()
    }

    /// Creates a delegate that dispatches to `host`, held weakly: whoever created the host keeps it alive.
    ///
    /// - Parameter host: The host to dispatch to.
    public init(host: ServiceHost) {
        usesApplicationDelegate = false
        givenHost = host
        super.init()
    }

    /// The host this delegate dispatches to, or `nil` if there is none (then it advertises no callback).
    ///
    /// By default, the host passed to ``init(host:)`` (`nil` once it is released); for a delegate made with
    /// ``init()``, the host of `UIApplication.shared.delegate` if that is a ``ServicesAppDelegate``. Override
    /// to find it elsewhere.
    open var host: ServiceHost? {
        guard usesApplicationDelegate else { return givenHost }
        return (UIApplication.shared.delegate as? ServicesAppDelegate)?.host
    }

    /// Whether the delegate implements a method: for scene callbacks, whether a service handles it.
    ///
    /// - Parameter aSelector: A selector UIKit asks about.
    /// - Returns: For `UISceneDelegate` and `UIWindowSceneDelegate` callbacks, ``ServiceHost/advertises(_:)``
    ///   of ``host`` (`false` without a host); on Apple platforms, `true` for a method the library does not
    ///   model that a service implements; otherwise the superclass's answer.
    open override func responds(to aSelector: Selector!) -> Bool {
        let name = NSStringFromSelector(aSelector)
        if DelegateCallback.sceneSelectors.contains(name) {
            return host?.advertises(name) ?? false
        }
        #if canImport(ObjectiveC)
        if unmodeledSelectorTarget(aSelector) != nil { return true }
        #endif
        return super.responds(to: aSelector)
    }
}
