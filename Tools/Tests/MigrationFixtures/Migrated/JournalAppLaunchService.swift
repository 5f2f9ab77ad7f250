import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `JournalAppDelegate`'s Launch code, moved by `appservices migrate`.
final class JournalAppLaunchService: WillFinishLaunchingService, DidFinishLaunchingService {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        FixtureTrace.record("launch: will finish")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let opensLink = launchOptions?[.url] != nil
        FixtureTrace.record("launch: \(opensLink ? "from a link" : "normally")")
        return !opensLink || launchOptions?[.url] is URL
    }
}
