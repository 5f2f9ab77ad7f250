import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `BrowserAppDelegate`'s URLOpening code, moved by `appservices migrate`.
final class BrowserAppURLOpeningService: ApplicationService {}

@available(
    iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
@available(
    tvOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
extension BrowserAppURLOpeningService: URLOpeningService {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        FixtureTrace.record("open \(url.path)")
        return true
    }
}
