import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `NewsAppDelegate`'s Launch code, moved by `appservices migrate`.
final class NewsAppLaunchService: DidFinishLaunchingService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        FixtureTrace.record("launch: feeds")
        return true
    }
}
