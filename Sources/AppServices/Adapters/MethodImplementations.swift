#if canImport(UIKit)
import ObjectiveC
import Foundation
#else
import UIKitHeadless
#if canImport(ObjectiveC)
import ObjectiveC
#endif
#endif

/// The implementations an object runs for its delegate methods.
///
/// They are read where they live: the Objective-C runtime on Apple platforms, the replica's method tables
/// (`HeadlessRuntime`) elsewhere. Everything else about
/// swizzling is decided once, by ``isReplaced(_:named:on:own:adapterClass:)``, for every adapter and platform.
///
/// An implementation is compared by identity only: an `IMP`'s address, or a replica implementation's object.
enum MethodImplementations {
    /// Records the adapter class's own implementations of `selectors`, as they are when the class is set up,
    /// before UIKit or an SDK sees an instance: an SDK that exchanges implementations in place changes the
    /// class's own entry, so only this record still tells the library's implementation from the SDK's. (An SDK
    /// that swizzles before the first instance is created, at `+load`, is not seen; none is known to.)
    ///
    /// - Parameters:
    ///   - adapterClass: The adapter class.
    ///   - selectors: Its delegate methods, all of them real methods of the class.
    /// - Returns: Each selector's implementation.
    nonisolated static func record(_ adapterClass: AnyClass, selectors: Set<String>) -> [String: UInt] {
        #if !canImport(UIKit)
        HeadlessRuntime.declare(adapterClass, selectors: selectors)
        #endif
        var own: [String: UInt] = [:]
        for name in selectors { own[name] = compiledImplementation(named: name, in: adapterClass) }
        return own
    }

    /// Whether the implementation `object` runs for the delegate method `name` is no longer the library's: an
    /// SDK exchanged it in place or isa-swizzled the object, or a subclass overrides it.
    ///
    /// A callback whose mere presence changes UIKit's behaviour (``DelegateCallback/presenceSensitiveSelectors``)
    /// counts only when the object's class differs from the adapter class now (a subclass or an isa-swizzled
    /// subclass implements it), never for an in-place swap of the adapter's own method.
    ///
    /// - Parameters:
    ///   - selector: The selector.
    ///   - name: Its name.
    ///   - object: The adapter.
    ///   - own: The adapter class's implementations, from ``record(_:selectors:)``.
    ///   - adapterClass: The adapter class.
    /// - Returns: Whether UIKit must be told that the object implements the method.
    nonisolated static func isReplaced(
        _ selector: Selector, named name: String, on object: AnyObject, own: [String: UInt], adapterClass: AnyClass
    ) -> Bool {
        let reference =
            DelegateCallback.presenceSensitiveSelectors.contains(name)
            ? implementation(named: name, in: adapterClass, seenBy: object) : own[name]
        return implementation(selector, named: name, for: object) != reference
    }

    #if canImport(UIKit)
    private nonisolated static func implementation(named name: String, in cls: AnyClass, seenBy _: AnyObject)
        -> UInt?
    {
        compiledImplementation(named: name, in: cls)
    }

    private nonisolated static func compiledImplementation(named name: String, in cls: AnyClass) -> UInt? {
        UInt(bitPattern: class_getMethodImplementation(cls, NSSelectorFromString(name)))
    }

    private nonisolated static func implementation(_ selector: Selector, named name: String, for object: AnyObject)
        -> UInt?
    {
        guard let cls = object_getClass(object) else { return nil }
        return UInt(bitPattern: class_getMethodImplementation(cls, selector))
    }
    #else
    /// The method `cls` has now in the tables of the system `object` belongs to.
    private nonisolated static func implementation(named name: String, in cls: AnyClass, seenBy object: AnyObject)
        -> UInt?
    {
        HeadlessRuntime.answering(for: object).method(name, in: cls).map {
            UInt(bitPattern: ObjectIdentifier($0.implementation))
        }
    }

    /// The method `cls` was compiled with, read from a runtime without any system's tables: the record must not
    /// take in an SDK model's in-place swap made in another system's tables (tests run systems side by side).
    private nonisolated static func compiledImplementation(named name: String, in cls: AnyClass) -> UInt? {
        HeadlessRuntime.withoutSwizzles.method(name, in: cls).map {
            UInt(bitPattern: ObjectIdentifier($0.implementation))
        }
    }

    private nonisolated static func implementation(_ selector: Selector, named name: String, for object: AnyObject)
        -> UInt?
    {
        HeadlessRuntime.answering(for: object).implementation(name, for: object).map {
            UInt(bitPattern: ObjectIdentifier($0))
        }
    }
    #endif
}

extension DelegateCallback {
    /// The callbacks whose mere presence changes what UIKit does.
    ///
    /// A swizzle of the library's own method never advertises them (an override in a subclass, or a service,
    /// does):
    ///
    /// - orientations (app and window scene): a delegate that has them replaces the Info.plist's orientations;
    /// - `configurationForConnecting`: having it adopts the scene life cycle;
    /// - state restoration (should save / restore, secure or not, the restoration view controller, encoding and
    ///   decoding, the scene's restoration activity): having them opts the app into restoration;
    /// - background fetch: having it makes UIKit expect the `fetch` background mode.
    ///
    /// The `window` property is always implemented by ``ServicesAppDelegate`` and is not a callback. No SDK is
    /// known to swizzle any of these.
    static let presenceSensitiveSelectors: Set<String> = Set(
        [
            DelegateCallback.supportedInterfaceOrientations, .windowSceneSupportedInterfaceOrientations,
            .configurationForConnecting, .shouldSaveApplicationState, .shouldRestoreApplicationState,
            .shouldSaveSecureApplicationState, .shouldRestoreSecureApplicationState, .restorationViewController,
            .willEncodeRestorableState, .didDecodeRestorableState, .stateRestorationActivity, .performFetch,
        ].map(\.rawValue))
}
