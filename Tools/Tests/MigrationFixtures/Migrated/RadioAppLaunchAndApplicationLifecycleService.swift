import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `RadioAppDelegate`'s Launch, ApplicationLifecycle code, moved by `appservices migrate`.
final class RadioAppLaunchAndApplicationLifecycleService: DidFinishLaunchingService {
    /// What a launch plays first.
    enum LaunchStream { case live, recorded }

    /// What the last launch played first, known to the delegate only.
    var launchStream: LaunchStream = .recorded

    /// The station the app tunes to at launch.
    static let firstStation = "radio-one"

    /// The station playing: launch tunes it, the now-playing screen and the menu change it.
    var station: String = "none"

    /// The stream's quality, declared once per configuration: the debug build streams less.
    #if DEBUG
    lazy var streamQuality: String = { "64k" }()
    #else
    lazy var streamQuality: String = { "256k" }()
    #endif

    /// The stations the listener keeps, opened at launch; the now-playing screen reads them.
    let favourites = FixtureStore.init(name: "favourite")

    /// How many times the mini player was drawn.
    private(set) var miniPlayerDraws = 0

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        station = Self.firstStation
        launchStream = LaunchStream.live
        recordings.refresh()
        favourites.refresh()
        FixtureTrace.record(
            "launch: \(station) at \(streamQuality), \(recordings.items.count) recordings, \(favourites.items) kept")
        return true
    }

    /// Draws the mini player for the station playing, and returns what it shows.
    @discardableResult
    func refreshMiniPlayer(animated: Bool) -> String {
        miniPlayerDraws += 1
        let shown = "\(station) #\(miniPlayerDraws)\(animated ? " animated" : "")"
        FixtureTrace.record("mini player: \(shown)")
        return shown
    }

    /// The delegate that keeps the members below, which the moved code uses.
    private unowned let radioAppDelegate: RadioAppDelegate

    /// Creates the service for `radioAppDelegate`, whose members its code uses.
    init(radioAppDelegate: RadioAppDelegate) {
        self.radioAppDelegate = radioAppDelegate
    }

    /// Kept in `RadioAppDelegate` for its own code; the moved code reaches it there.
    var recordings: FixtureStore { radioAppDelegate.recordings }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the UIApplication.didEnterBackgroundNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the UIApplication.didEnterBackgroundNotification instead."
)
extension RadioAppLaunchAndApplicationLifecycleService: DidEnterBackgroundService {
    func applicationDidEnterBackground(_ application: UIApplication) {
        recordings.save()
        FixtureTrace.record("background: \(recordings.saves) saves of \(recordings.items)")
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead."
)
extension RadioAppLaunchAndApplicationLifecycleService: DidBecomeActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {
        refreshMiniPlayer(animated: false)
    }
}
