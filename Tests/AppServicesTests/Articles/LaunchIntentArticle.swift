// swift-format-ignore-file
// The code of the DocC article "What launched the app" (WhatLaunchedTheApp.md), verbatim, so that it compiles
// against the library; LaunchIntentArticleTests checks that every block of the article appears here unchanged,
// and runs it.
import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

enum LaunchIntentArticle {}

/// The article's stand-in for an app's deep-link prefetcher, recording what it was asked, from any thread.
enum DeepLinks {
    static let prefetched = Locked<[URL]>([])
    static func prefetch(_ url: URL) { prefetched.withLock { $0.append(url) } }
}

extension LaunchIntentArticle {
static let routingTask =
LaunchTask("routing.open", phase: .firstSceneActive) {
    if let url = LaunchContext.current?.url { DeepLinks.prefetch(url) }
}
.waiting(for: .launchIntentResolved)

final class Inbox: ContextualService, NotificationResponseService {
    private var context: ServiceContext?
    private(set) var openedAtLaunch: [String] = []

    func attach(to context: ServiceContext) { self.context = context }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        if context?.host?.isLaunchResponse(response) == true {
            openedAtLaunch.append(response.notification.request.identifier)
        }
        completionHandler()
    }
}

@MainActor
final class Router {
    private(set) var opened: [URL] = []

    func start(with host: ServiceHost) {
        if let url = host.takePendingLaunchContext()?.url { opened.append(url) }
    }

    func follow(_ host: ServiceHost) {
        host.whenLaunchContextResolved { [weak self] context in
            if let url = context.url { self?.opened.append(url) }
        }
    }
}

/// The links service of the hold's example (it takes URLs in an extension deprecated as its capability is).
final class LinkRouting: ApplicationService {
    fileprivate(set) var opened: [URL] = []
}

final class HoldingAppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [LinkRouting()] }
    override var launchIntentHoldMilestone: LaunchMilestone? { .consentGiven }
}
}

@available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle")
@available(tvOS, deprecated: 26.0, message: "Use UIScene lifecycle")
extension LaunchIntentArticle.LinkRouting: URLOpeningService {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        opened.append(url)
        return true
    }
}
