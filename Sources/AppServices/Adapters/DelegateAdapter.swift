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

    /// The adapter class's own implementations of ``modeledSelectors``, recorded once, when the first instance
    /// is created (see ``MethodImplementations/record(_:selectors:)``).
    nonisolated static var ownImplementations: [String: UInt] { get }

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
    /// The first service object that implements `aSelector`, a method this library does not model, in dispatch order.
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
    /// A modeled callback is implemented when the services handle it or its implementation is no longer the
    /// library's own (see ``implementationIsNotOurs(_:named:)``); on Apple platforms, a method the library does
    /// not model is implemented when a service implements it.
    ///
    /// - Parameter aSelector: A selector UIKit asks about.
    /// - Returns: Whether the adapter implements it, or `nil` for the superclass to answer.
    nonisolated func adapterResponds(to aSelector: Selector) -> Bool? {
        let name = NSStringFromSelector(aSelector)
        if Self.modeledSelectors.contains(name) {
            return servicesHandle(name) || implementationIsNotOurs(aSelector, named: name)
        }
        #if canImport(ObjectiveC)
        if unmodeledSelectorTarget(aSelector) != nil { return true }
        #endif
        return nil
    }

    /// Whether the delegate method `selector` runs code other than the library's, so UIKit must be told it
    /// exists even when no service handles it: a subclass overrides it while the app moves its code into
    /// services step by step, or an SDK swizzled it (an isa-swizzled subclass, or an implementation exchanged in
    /// place), and calls the library's method after its own.
    ///
    /// On Apple platforms the Objective-C runtime shows overrides and swizzles alike. On the headless platform the
    /// replica's method tables show swizzles, but not Swift overrides, so a subclass tested there lists the
    /// callbacks it keeps in `keptCallbacks`.
    private nonisolated func implementationIsNotOurs(_ selector: Selector, named name: String) -> Bool {
        let kept = keptCallbacks
        if !kept.isEmpty, let callback = DelegateCallback(rawValue: name), kept.contains(callback) { return true }
        return MethodImplementations.isReplaced(
            selector, named: name, on: self, own: Self.ownImplementations, adapterClass: Self.adapterClass)
    }
}
