/// A service whose capabilities cover only some of their callbacks, decided at run time.
///
/// A capability protocol is adopted at compile time. A service that wraps another object, such as an existing
/// application delegate, knows only at run time which callbacks that object implements; it adopts this protocol, and a
/// callback it declines is neither advertised to UIKit on its behalf nor dispatched to it.
///
/// ```swift
/// final class Wrapper: URLOpeningService, SelectiveService {
///     func handles(_ callback: DelegateCallback) -> Bool { wrapped.responds(to: NSSelectorFromString(callback.selector)) }
///     // ...
/// }
/// ```
public protocol SelectiveService: ApplicationService {
    /// Whether the service handles `callback`, among those its capabilities cover.
    ///
    /// - Parameter callback: A delegate callback.
    /// - Returns: `false` to keep the host from calling the service for it and from advertising it on the
    ///   service's behalf.
    func handles(_ callback: DelegateCallback) -> Bool
}
