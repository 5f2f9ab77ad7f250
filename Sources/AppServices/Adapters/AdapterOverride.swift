#if canImport(ObjectiveC)
import ObjectiveC

/// Whether the class of `object` overrides `selector`, a method of the adapter class `base`.
///
/// An app that moves its delegate step by step keeps some callbacks in its subclass of an adapter; UIKit
/// must be told it implements them even when no service does yet. On Apple platforms the Objective-C
/// runtime sees the subclass's method: its implementation differs from the adapter's. (On the headless
/// platform the adapters' methods are not Objective-C methods, so this is `false` and the subclass lists
/// the callbacks it keeps instead.)
///
/// - Parameters:
///   - object: The adapter, possibly of a subclass.
///   - selector: A delegate method's selector.
///   - base: The adapter class.
/// - Returns: Whether a subclass replaced the adapter's implementation.
func overridesAdapterMethod(_ object: AnyObject, _ selector: Selector, of base: AnyClass) -> Bool {
    guard let own: AnyClass = object_getClass(object), own !== base else { return false }
    return class_getMethodImplementation(own, selector) != class_getMethodImplementation(base, selector)
}
#endif
