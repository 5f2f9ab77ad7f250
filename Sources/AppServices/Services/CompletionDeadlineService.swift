/// A service that answers a completion-handler callback later than the host's deadline allows.
///
/// The host calls the system's completion handler when every service has answered, or at the callback's
/// deadline (``DispatchDeadlines``, below the system's limit), whichever comes first. Some work legitimately
/// takes longer: a background `URLSession` delivers its events to the app when the system is ready, and the
/// service that owns it calls its completion handler only after `urlSessionDidFinishEvents(forBackgroundURLSession:)`.
/// Such a service says how long the host should wait for it; the host then waits for the longest deadline any
/// participating service declares, and never less than its own.
///
/// ```swift
/// final class Uploads: BackgroundURLSessionService, CompletionDeadlineService {
///     func completionDeadline(for callback: DelegateCallback) -> Duration? {
///         callback == .handleEventsForBackgroundURLSession ? .seconds(120) : nil
///     }
///     // …
/// }
/// ```
///
/// The system's own limits still hold: a deadline past them means the system may suspend the app before
/// the host answers it. Remote notifications and background fetch allow 30 seconds.
public protocol CompletionDeadlineService: ApplicationService {
    /// How long the host waits for this service's answer to `callback`.
    ///
    /// - Parameter callback: A callback with a completion handler.
    /// - Returns: The wait, or `nil` for the host's own deadline.
    func completionDeadline(for callback: DelegateCallback) -> Duration?
}
