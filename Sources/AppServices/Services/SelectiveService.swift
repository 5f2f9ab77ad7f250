/// A service whose capabilities cover only some of their callbacks, decided at run time.
///
/// A capability protocol is adopted for all its callbacks at compile time. A service that wraps another
/// object, such as an existing application delegate, knows only at run time which callbacks that object
/// implements; it adopts this protocol so the host advertises to UIKit only those.
///
/// ```swift
/// final class Wrapper: URLOpeningService, SelectiveService {
///     func handlesDelegateSelector(_ selector: String) -> Bool { wrapped.responds(to: NSSelectorFromString(selector)) }
///     // ...
/// }
/// ```
public protocol SelectiveService: ApplicationService {
    /// Whether the service handles the delegate callback `selector`, among those its capabilities cover.
    ///
    /// - Parameter selector: The Objective-C selector of a delegate callback.
    /// - Returns: `false` to keep the host from advertising the callback on this service's behalf.
    func handlesDelegateSelector(_ selector: String) -> Bool
}
