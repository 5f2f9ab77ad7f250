// Selector is the Objective-C runtime's where it exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
import ObjectiveC
import Foundation
#elseif !canImport(UIKit)
import UIKitHeadless
#endif

/// A UIKit delegate that fans its protocol's callbacks out to the services.
///
/// ``ServicesAppDelegate`` and ``ServicesSceneDelegate`` adopt it: both answer UIKit's `responds(to:)` by the
/// same rule, which lives here.
protocol DelegateAdapter: AnyObject {
    /// The selectors of the delegate protocol whose callbacks the adapter forwards.
    nonisolated static var modeledSelectors: Set<String> { get }

    /// The adapter class itself, whose methods a subclass overrides to keep a callback.
    nonisolated static var adapterClass: AnyClass { get }

    /// The callbacks a subclass lists as kept (see ``ServicesAppDelegate/keptCallbacks``).
    nonisolated var keptCallbacks: Set<DelegateCallback> { get }

    /// The host the adapter dispatches to, read from any thread; `nil` when there is none.
    nonisolated var dispatchHost: ServiceHost? { get }

    /// Whether the adapter's services handle the callback named `name`, so the adapter advertises it; by
    /// default, whether ``dispatchHost`` advertises it.
    nonisolated func servicesHandle(_ name: String) -> Bool
}

extension DelegateAdapter {
    nonisolated func servicesHandle(_ name: String) -> Bool {
        dispatchHost?.advertises(name) ?? false
    }

    #if canImport(ObjectiveC)
    /// The first service object that implements `aSelector`, a method this library does not model, in
    /// dispatch order.
    ///
    /// - Parameter aSelector: A selector the adapter itself does not implement.
    /// - Returns: The service, or `nil` for a modeled selector, off the main thread, or when no service has it.
    nonisolated func unmodeledSelectorTarget(_ aSelector: Selector) -> NSObject? {
        dispatchHost?.unmodeledSelectorTarget(aSelector, modeled: Self.modeledSelectors)
    }
    #endif

    /// The adapter's answer to `responds(to:)`, or `nil` when the selector is none of its concern and its
    /// superclass answers.
    ///
    /// A modeled callback is implemented when the services handle it or a subclass keeps it; on Apple
    /// platforms, a method the library does not model is implemented when a service implements it.
    ///
    /// - Parameter aSelector: A selector UIKit asks about.
    /// - Returns: Whether the adapter implements it, or `nil` for the superclass to answer.
    nonisolated func adapterResponds(to aSelector: Selector) -> Bool? {
        let name = NSStringFromSelector(aSelector)
        if Self.modeledSelectors.contains(name) {
            return servicesHandle(name) || subclassKeeps(aSelector, named: name)
        }
        #if canImport(ObjectiveC)
        if unmodeledSelectorTarget(aSelector) != nil { return true }
        #endif
        return nil
    }

    /// Whether a subclass of the adapter keeps the delegate method `selector`: it overrides it while the app
    /// moves its code into services step by step, so UIKit must be told the method exists even when no service
    /// handles it yet.
    ///
    /// On Apple platforms the Objective-C runtime sees the subclass's method: its implementation differs from
    /// the adapter's. On the headless platform the adapters' methods are not Objective-C methods, so only the
    /// callbacks the subclass lists in its `keptCallbacks` count.
    private nonisolated func subclassKeeps(_ selector: Selector, named name: String) -> Bool {
        let kept = keptCallbacks
        if !kept.isEmpty, let callback = DelegateCallback(rawValue: name), kept.contains(callback) { return true }
        #if canImport(ObjectiveC)
        let base: AnyClass = Self.adapterClass
        guard let own: AnyClass = object_getClass(self), own !== base else { return false }
        return class_getMethodImplementation(own, selector) != class_getMethodImplementation(base, selector)
        #else
        return false
        #endif
    }
}
