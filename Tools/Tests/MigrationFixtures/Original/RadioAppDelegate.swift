import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The radio app's delegate before the migration: the station playing and the mini player live here, and both the
/// now-playing screen (another file) and a menu command kept in the delegate reach them on it; the recordings are
/// built by the delegate's own initializer, and launch and the background use them.
final class RadioAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The recorded shows, opened when the delegate is made.
    let recordings: FixtureStore

    override init() {
        recordings = FixtureStore(name: "recording")
        super.init()
        FixtureTrace.record("delegate: init, \(recordings.items.count) recordings")
    }

    /// The delegate the system holds, as the app's diagnostics reach it.
    static var current: RadioAppDelegate? { UIApplication.shared.delegate as? RadioAppDelegate }

    /// What a launch plays first.
    enum LaunchStream { case live, recorded }

    /// What the last launch played first, known to the delegate only.
    private var launchStream: LaunchStream = .recorded

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

    func applicationDidEnterBackground(_ application: UIApplication) {
        recordings.save()
        FixtureTrace.record("background: \(recordings.saves) saves of \(recordings.items)")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        refreshMiniPlayer(animated: false)
    }

    /// Draws the mini player for the station playing, and returns what it shows.
    @discardableResult
    func refreshMiniPlayer(animated: Bool) -> String {
        miniPlayerDraws += 1
        let shown = "\(station) #\(miniPlayerDraws)\(animated ? " animated" : "")"
        FixtureTrace.record("mini player: \(shown)")
        return shown
    }

    /// The settings screen's choice of quality, which shares the property's base name and redraws the mini player.
    func streamQuality(didChangeTo quality: String) {
        streamQuality = quality
        refreshMiniPlayer(animated: false)
    }

    /// What the last launch played first, for the diagnostics screen, read on the delegate the system holds.
    static func lastLaunchStream() -> LaunchStream? { current?.launchStream }

    /// The "next station" command of the app's menu, which calls it on the app delegate.
    func nextStation() {
        station += "+"
        refreshMiniPlayer(animated: true)
    }
}
