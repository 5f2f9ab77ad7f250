import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

// Tiny stand-ins for the app-specific names the DocC examples use, recording what the examples do with
// them so DocumentationExampleTests can check the examples behave as their articles say.

/// The examples of "Splitting an AppDelegate into services" and their app's names.
enum SplittingArticle {
    final class CrashReporting: ApplicationService {}
    final class Networking: ApplicationService {}
    final class Analytics: ApplicationService {}
    final class DeepLinks: ApplicationService {}
    final class Theme: ApplicationService {}
    final class BackgroundRefresh: ApplicationService {}

    /// The app's push backend.
    @MainActor enum PushAPI {
        static var uploadedTokens: [Data] = []
        static func upload(token: Data) { uploadedTokens.append(token) }
    }

    /// The app's crash reporter.
    @MainActor enum CrashReporter {
        static var recorded: [String] = []
        static func record(_ error: any Error) { recorded.append(String(describing: error)) }
    }

    /// The app's inbox.
    @MainActor enum Inbox {
        static var isOpen = false
        static var hasNewMessages = true
        static func sync() async -> Bool { hasNewMessages }
        static func url(for notification: UNNotification) -> URL? {
            (notification.request.content.userInfo["inbox"] as? String).flatMap(URL.init(string:))
        }
    }

    /// The app's router.
    @MainActor final class Router {
        static let shared = Router()
        private(set) var opened: [URL] = []
        func open(_ url: URL) -> Bool {
            opened.append(url)
            return true
        }
    }

    /// The app's old base class, which it cannot stop inheriting from.
    class LegacyBaseDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            true
        }
    }
}

/// The examples of "Registering services" and their app's names.
enum RegisteringArticle {
    final class CrashReporting: ApplicationService {}
    final class Analytics: ApplicationService {}
    final class DeepLinks: ApplicationService {}
}

/// The examples of "Writing launch tasks" and their app's names.
enum LaunchTasksArticle {
    /// The analytics SDK.
    enum Analytics {
        @MainActor static var tracked: [String] = []
        static func configure(apiKey: String) async throws {}
        @MainActor static func track(_ event: String) { tracked.append(event) }
    }
}

/// The examples of "Testing services without a simulator".
enum TestingArticle {}

/// A service that syncs on a silent push and never answers, so the host answers for it at the deadline.
final class SyncService: RemoteNotificationService {
    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {}
}
