import Foundation

// Background work whose completion handler the app must call. UIKit: the remote-notification fetch
// variant and performFetch "must call this handler"; for a remote notification "your app has up to
// 30 seconds of wall-clock time" before it is terminated. The returned SystemCompletion records every
// call with its time, so tests can check "exactly once, in time".
extension HeadlessSystem {
    /// The time the app has to call a background completion handler, as Apple documents for remote notifications.
    public static let backgroundCompletionLimit: Duration = .seconds(30)

    /// Delivers a remote notification's payload.
    ///
    /// The fetch variant `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` is called if
    /// the delegate implements it; otherwise, in the foreground only, the deprecated variant, which
    /// `UIApplication.h` says "will not be invoked if" the fetch variant "is implemented".
    ///
    /// - Parameter userInfo: The payload.
    /// - Returns: The fetch completion's record, or `nil` if the fetch variant was not called.
    @discardableResult
    public func deliverRemoteNotification(_ userInfo: [AnyHashable: Any]) -> SystemCompletion<UIBackgroundFetchResult>?
    {
        let record: SystemCompletion<UIBackgroundFetchResult> = completion(
            for: "application:didReceiveRemoteNotification:fetchCompletionHandler:")
        let completion: (UIBackgroundFetchResult) -> Void = { record.record($0) }
        let called: Void? = deliver(record.selector, arguments: (userInfo, completion)) {
            $1.application($0, didReceiveRemoteNotification: $2.0, fetchCompletionHandler: $2.1)
        }
        if called != nil { return record }
        if state == .active || state == .inactive {
            deliver("application:didReceiveRemoteNotification:") {
                $1.application($0, didReceiveRemoteNotification: userInfo)
            }
        }
        return nil
    }

    /// Gives a background app time to fetch data: `application(_:performFetchWithCompletionHandler:)`.
    ///
    /// A suspended app is woken into the background first.
    ///
    /// - Returns: The completion's record, or `nil` if the delegate does not implement the method.
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background or suspended.
    @discardableResult
    public func performBackgroundFetch() throws -> SystemCompletion<UIBackgroundFetchResult>? {
        if state == .suspended { try wake() }
        guard state == .background else {
            throw HeadlessTransitionError(
                code: .illegalTransition, step: "performBackgroundFetch", state: state.description,
                legalSteps: legalSteps(from: state), detail: "background fetch runs only in the background")
        }
        let record: SystemCompletion<UIBackgroundFetchResult> = completion(
            for: "application:performFetchWithCompletionHandler:")
        let called: Void? = deliver(record.selector) {
            $1.application($0, performFetchWithCompletionHandler: record.record)
        }
        return called == nil ? nil : record
    }

    /// Tells the app that events of a background URL session are waiting:
    /// `application(_:handleEventsForBackgroundURLSession:completionHandler:)`.
    ///
    /// - Parameter identifier: The session's identifier.
    /// - Returns: The completion's record, or `nil` if the delegate does not implement the method.
    @discardableResult
    public func handleEventsForBackgroundURLSession(_ identifier: String) -> SystemCompletion<Bool>? {
        let record: SystemCompletion<Bool> = completion(
            for: "application:handleEventsForBackgroundURLSession:completionHandler:")
        let called: Void? = deliver(record.selector) {
            $1.application($0, handleEventsForBackgroundURLSession: identifier) { record.record(true) }
        }
        return called == nil ? nil : record
    }
}
