// Selector is the Objective-C runtime's where it exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
import ObjectiveC
#elseif !canImport(UIKit)
import UIKitHeadless
#endif

/// Whether a subclass of an adapter keeps the delegate method `selector`: it overrides it while the app
/// moves its code into services step by step, so UIKit must be told the method exists even when no service
/// handles it yet.
///
/// On Apple platforms the Objective-C runtime sees the subclass's method: its implementation differs from
/// the adapter's. On the headless platform the adapters' methods are not Objective-C methods, so only the
/// callbacks the subclass lists in its `keptCallbacks` count.
///
/// - Parameters:
///   - object: The adapter, possibly of a subclass.
///   - selector: A delegate method's selector.
///   - name: The selector's name.
///   - kept: The subclass's `keptCallbacks`.
///   - base: The adapter class.
/// - Returns: Whether the subclass keeps the method.
func adapterSubclassKeeps(
    _ object: AnyObject, _ selector: Selector, named name: String, listed kept: Set<DelegateCallback>,
    base: AnyClass
) -> Bool {
    if !kept.isEmpty, let callback = DelegateCallback(rawValue: name), kept.contains(callback) { return true }
    #if canImport(ObjectiveC)
    guard let own: AnyClass = object_getClass(object), own !== base else { return false }
    return class_getMethodImplementation(own, selector) != class_getMethodImplementation(base, selector)
    #else
    return false
    #endif
}
