import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

class FetchProbe: ScriptedProbe<UIBackgroundFetchResult>, BackgroundFetchService {
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        respond("application:performFetchWithCompletionHandler:", completionHandler)
    }
}

/// A fetch service whose name marks it, in reports, as the one that keeps its handler.
final class HoldingFetchProbe: FetchProbe {}

/// A fetch service whose name marks it, in reports, as the one that answers twice.
final class RepeatingFetchProbe: FetchProbe {}

class URLSessionProbe: ScriptedProbe<Void>, BackgroundURLSessionService {
    private(set) var offeredIdentifiers: [String] = []

    func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        offeredIdentifiers.append(identifier)
        respond("application:handleEventsForBackgroundURLSession:completionHandler:") { completionHandler() }
    }
}

/// A URL-session service whose name marks it, in reports, as the owner that keeps its handler.
final class SessionOwnerProbe: URLSessionProbe {}

/// A URL-session service written with `async` that returns after a turn of the main actor.
final class AsyncURLSessionProbe: JournalingProbe, AsyncBackgroundURLSessionService {
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async {
        await Task.yield()
        journal.note(name, "finished \(identifier)")
    }
}
