import AppServices
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
final class RadioAppDelegate: ServicesAppDelegate {
    /// The recorded shows, opened when the delegate is made.
    let recordings: FixtureStore

    override init() {
        recordings = FixtureStore(name: "recording")
        super.init()
        FixtureTrace.record("delegate: init, \(recordings.items.count) recordings")
    }

    /// The delegate the system holds, as the app's diagnostics reach it.
    static var current: RadioAppDelegate? { UIApplication.shared.delegate as? RadioAppDelegate }

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

    /// The service the host dispatches to, made when it reads `services`; moved members forward to it.
    private(set) lazy var radioAppLaunchAndApplicationLifecycleService =
        RadioAppLaunchAndApplicationLifecycleService(radioAppDelegate: self)

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    typealias LaunchStream = RadioAppLaunchAndApplicationLifecycleService.LaunchStream

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    private var launchStream: LaunchStream {
        get { radioAppLaunchAndApplicationLifecycleService.launchStream }
        set { radioAppLaunchAndApplicationLifecycleService.launchStream = newValue }
    }

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    static var firstStation: String { RadioAppLaunchAndApplicationLifecycleService.firstStation }

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    var station: String {
        get { radioAppLaunchAndApplicationLifecycleService.station }
        set { radioAppLaunchAndApplicationLifecycleService.station = newValue }
    }

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    var streamQuality: String {
        get { radioAppLaunchAndApplicationLifecycleService.streamQuality }
        set { radioAppLaunchAndApplicationLifecycleService.streamQuality = newValue }
    }

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    var favourites: FixtureStore { radioAppLaunchAndApplicationLifecycleService.favourites }

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    var miniPlayerDraws: Int { radioAppLaunchAndApplicationLifecycleService.miniPlayerDraws }

    /// Forwarded to the service it moved to, so that its callers compile unchanged; they may move there.
    @discardableResult
    func refreshMiniPlayer(animated: Bool) -> String {
        radioAppLaunchAndApplicationLifecycleService.refreshMiniPlayer(animated: animated)
    }

    override var services: [any ApplicationService] {
        [radioAppLaunchAndApplicationLifecycleService]
    }
}
