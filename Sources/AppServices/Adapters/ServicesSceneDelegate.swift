// Selector is the Objective-C runtime's where it exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#else
import Foundation
#endif

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
/// An app whose delegate is not a ``ServicesAppDelegate`` passes its host to ``init(host:)``. Like the application delegate, it answers `responds(to:)` from
/// ``ServiceHost/advertisedSelectors``, so UIKit sees exactly the scene callbacks the services handle.
open class ServicesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's main window; a ``SceneConnectionService`` usually creates it.
    open var window: UIWindow?

    private nonisolated let givenHost: Locked<WeakHost>?

    /// Creates a delegate that dispatches to ``ServiceHost/app``, the host of the app's
    /// ``ServicesAppDelegate``; UIKit calls this.
    public override init() {
        givenHost = nil
        super.init()
    }

    /// Creates a delegate that dispatches to `host`, held weakly: whoever created the host keeps it alive.
    ///
    /// - Parameter host: The host to dispatch to.
    public init(host: ServiceHost) {
        givenHost = Locked(WeakHost(host: host))
        super.init()
    }

    /// The host this delegate dispatches to, or `nil` if there is none (then it advertises no callback).
    ///
    /// The host passed to ``init(host:)`` (`nil` once it is released); for a delegate made with ``init()``,
    /// ``ServiceHost/app``, the host of the app's ``ServicesAppDelegate``, also in a SwiftUI app.
    public nonisolated var host: ServiceHost? {
        givenHost.map { $0.current.host } ?? ServiceHost.app
    }

    /// Whether the delegate implements a method: for scene callbacks, whether a service handles it.
    ///
    /// - Parameter aSelector: A selector UIKit asks about.
    /// - Returns: For `UISceneDelegate` and `UIWindowSceneDelegate` callbacks, ``ServiceHost/advertisedSelectors``
    ///   of ``host`` (`false` without a host); on Apple platforms, `true` for a method the library does not
    ///   model that a service implements; otherwise the superclass's answer.
    nonisolated open override func responds(to aSelector: Selector!) -> Bool {
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
