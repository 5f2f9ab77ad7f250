import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `NewsAppDelegate`'s QuickActions code, moved by `appservices migrate`.
final class NewsAppQuickActionsService: ApplicationService {
    #if os(iOS) || !canImport(UIKit)
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        let handled = shortcutItem.type == "news.latest"
        FixtureTrace.record("shortcut \(shortcutItem.type): \(handled)")
        completionHandler(handled)
    }
    #endif
}

#if os(iOS) || !canImport(UIKit)
@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and windowScene(_:performActionFor:completionHandler:) from UIWindowSceneDelegate instead."
)
extension NewsAppQuickActionsService: ShortcutItemService {}
#endif
