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

    @available(
        iOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: run appservices migrate --adopt-scenes to leave it"
    )
    @available(
        tvOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: run appservices migrate --adopt-scenes to leave it"
    )
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let opensLink = launchOptions?[.url] != nil
        FixtureTrace.record("launch: \(opensLink ? "from a link" : "normally")")
        return !opensLink || launchOptions?[.url] is URL
    }
}
