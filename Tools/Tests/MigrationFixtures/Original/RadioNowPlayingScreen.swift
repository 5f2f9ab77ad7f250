import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The radio app's now-playing screen, which reaches the app delegate for the station and its mini player.
@MainActor
final class RadioNowPlayingScreen {
    /// Tunes to `station` and redraws the mini player.
    func tune(to station: String) {
        guard let delegate = UIApplication.shared.delegate as? RadioAppDelegate else { return }
        delegate.station = station
        let shown = delegate.refreshMiniPlayer(animated: true)
        FixtureTrace.record(
            "screen: \(shown) at \(delegate.streamQuality), tuned first to \(RadioAppDelegate.firstStation), "
                + "\(delegate.favourites.items.count) favourites")
        delegate.streamQuality(didChangeTo: "128k")
    }

    /// How often the mini player was drawn, for the screen's footer.
    var miniPlayerDraws: Int? { RadioAppDelegate.current.map { $0.miniPlayerDraws } }
}
