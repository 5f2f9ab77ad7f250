import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Counts sessions and deep links, and flushes its events through the network client it looks up.
final class AnalyticsService: ActivationService, BackgroundTransitionService {
    private var pending: [String] = []
    private var subscription: EventSubscription?

    init(sampleRate: Double) {
        Demo.say("analytics", "created with sample rate \(sampleRate)")
        subscription = Demo.bus.subscribe(to: DeepLinkOpened.self, target: self) { analytics, event in
            analytics.track("deep_link \(event.url.absoluteString)")
        }
    }

    func track(_ event: String) {
        pending.append(event)
        Demo.say("analytics", "tracked \(event)")
    }

    func applicationDidBecomeActive(_ application: UIApplication) { track("session_start") }

    func applicationWillResignActive(_ application: UIApplication) { track("session_end") }

    func applicationDidEnterBackground(_ application: UIApplication) {
        do {
            let client: any NetworkClient = try Demo.locator.resolve()
            _ = client.send("events?count=\(pending.count)")
            pending.removeAll()
        } catch {
            Demo.say("analytics", "cannot flush: \(error)")
        }
    }

    func applicationWillEnterForeground(_ application: UIApplication) {}
}
