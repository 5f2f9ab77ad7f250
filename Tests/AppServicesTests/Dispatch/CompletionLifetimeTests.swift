import AppServices
import AppServicesTesting
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// A service may keep its completion handler in a property for as long as it likes: once the system's
/// completion has been called, nothing the dispatch created keeps the service or the host alive.
@MainActor
@Suite struct CompletionLifetimeTests {
    /// A fetch service that keeps its handler and answers when told to.
    final class KeepingFetchService: BackgroundFetchService {
        var completion: ((UIBackgroundFetchResult) -> Void)?
        func application(
            _ application: UIApplication,
            performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            completion = completionHandler
        }
    }

    /// Dispatches a fetch to a host of one keeping service, lets `finish` end the dispatch, releases the
    /// host, and returns weak references to both.
    private func dispatchAndRelease(
        finish: (KeepingFetchService, ManualClock) async -> Void
    ) async -> (host: ServiceHost?, service: KeepingFetchService?, answers: [UIBackgroundFetchResult]) {
        let clock = ManualClock()
        var service: KeepingFetchService? = KeepingFetchService()
        var host: ServiceHost? = ServiceHost(services: [service].compactMap { $0 }, clock: clock)
        weak let weakService = service
        weak let weakHost = host
        var answers: [UIBackgroundFetchResult] = []
        let application = HeadlessSystem(delegate: ServicesAppDelegate()).application
        host?.application(application, performFetchWithCompletionHandler: { answers.append($0) })
        await clock.waitForSleepers(count: 1)
        if let service { await finish(service, clock) }
        for _ in 0..<100 { await Task.yield() }
        host = nil
        service = nil
        return (weakHost, weakService, answers)
    }

    @Test func aServiceThatKeepsItsAnsweredHandlerIsFreedWithTheHost() async {
        let (host, service, answers) = await dispatchAndRelease { service, _ in service.completion?(.newData) }
        #expect(answers == [.newData])
        #expect(host == nil)
        #expect(service == nil)
    }

    @Test func aServiceThatKeepsAnUnansweredHandlerIsFreedOnceTheDeadlinePassed() async {
        let (host, service, answers) = await dispatchAndRelease { _, clock in
            clock.advance(by: DispatchDeadlines.default.backgroundFetch)
        }
        #expect(answers == [.noData])
        #expect(host == nil)
        #expect(service == nil)
    }
}
