import AppServices

#if !canImport(UIKit)
import UIKitHeadless
#endif

/// The methods a test's own delegate class has, told to the replica's method tables.
///
/// Off Apple platforms a plain delegate (a `UIResponder` or `NSObject` that is not one of the library's adapters)
/// answers `responds(to:)` from the methods its class declares, as the Objective-C runtime answers from the methods
/// a class was compiled with; Swift methods are invisible there, so each delegate class of the tests states its own
/// in its initializer. Where UIKit is real, the runtime sees the methods and this does nothing.
enum DeclaredMethods {
    /// States that `cls` itself implements `callbacks`.
    ///
    /// - Parameters:
    ///   - callbacks: The delegate callbacks its methods implement.
    ///   - cls: The class.
    static func declare(_ callbacks: DelegateCallback..., of cls: AnyClass) {
        #if !canImport(UIKit)
        HeadlessRuntime.declare(cls, selectors: callbacks.map(\.rawValue))
        #endif
    }
}
