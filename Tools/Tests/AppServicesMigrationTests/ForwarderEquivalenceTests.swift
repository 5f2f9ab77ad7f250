#if !canImport(UIKit)
import AppServices
import Foundation
import MigrationFixtureSupport
@testable import MigrationOriginals
@testable import MigrationResults
import Testing
import UIKitHeadless

extension MigrationScenario.App {
    /// The radio app, whose moved members other code still uses on its delegate.
    static let radio = MigrationScenario.App(
        original: { MigrationOriginals.RadioAppDelegate() }, migrated: { MigrationResults.RadioAppDelegate() })
}

/// Code that still uses, on the migrated app delegate, members that moved to a service (another file through
/// `UIApplication.shared.delegate` or a closure over it, a `static` member on the class, a command kept in the
/// delegate, a `private` member read through the delegate a `static` returns, a moved nested type named in a
/// forwarder) reaches the state of the service the host dispatches to, through the delegate's forwarders (#47 item
/// 5a, b, d); and the moved code reaches the
/// member the delegate's `init()` builds through the delegate: the same trace and answers as the original delegate.
struct ForwarderEquivalenceTests {
    static let scenarios: [MigrationScenario] = [
        MigrationScenario(app: .radio, name: "the now-playing screen and the menu command change the station") {
            system in
            let launch = try system.launch()
            try system.activate()
            let delegate = system.application.delegate
            if let original = delegate as? MigrationOriginals.RadioAppDelegate {
                MigrationOriginals.RadioNowPlayingScreen().tune(to: "jazz")
                original.nextStation()
            } else {
                MigrationResults.RadioNowPlayingScreen().tune(to: "jazz")
                try #require(delegate as? MigrationResults.RadioAppDelegate).nextStation()
            }
            try system.resignActive()
            try system.activate()
            try system.resignActive()
            try system.enterBackground()
            let station =
                (delegate as? MigrationOriginals.RadioAppDelegate)?.station
                ?? (delegate as? MigrationResults.RadioAppDelegate)?.station
            let diagnostics =
                delegate is MigrationOriginals.RadioAppDelegate
                ? [
                    MigrationOriginals.RadioAppDelegate.lastLaunchStream().map { "\($0)" },
                    MigrationOriginals.RadioNowPlayingScreen().miniPlayerDraws.map { "\($0)" },
                ]
                : [
                    MigrationResults.RadioAppDelegate.lastLaunchStream().map { "\($0)" },
                    MigrationResults.RadioNowPlayingScreen().miniPlayerDraws.map { "\($0)" },
                ]
            return ["launch \(launch.handled)", "station \(station ?? "unreachable")"]
                + diagnostics.map { "diagnostics \($0 ?? "unreachable")" }
        }
    ]

    @Test(arguments: scenarios)
    @MainActor
    func codeUsingMovedMembersOnTheDelegateReachesTheServicesState(_ scenario: MigrationScenario) throws {
        let original = try scenario.runOriginal()
        let migrated = try scenario.runMigrated()
        #expect(original.trace.contains("screen: jazz #2 animated at 64k, tuned first to radio-one, 1 favourites"))
        #expect(original.trace.contains("mini player: jazz #3"), "the quality chosen on the screen redraws it")
        #expect(original.trace.last == "background: 1 saves of [\"recording-1\"]")
        #expect(original.answers.suffix(2) == ["diagnostics live", "diagnostics 5"])
        #expect(migrated == original)
    }

    @Test @MainActor func theDelegateForwardsToTheServiceInstanceTheHostDispatchesTo() {
        let delegate = MigrationResults.RadioAppDelegate()
        let dispatched = delegate.host.service(ofType: RadioAppLaunchAndApplicationLifecycleService.self)
        #expect(dispatched === delegate.radioAppLaunchAndApplicationLifecycleService)
        #expect(delegate.host.services.count == 1)
    }
}
#endif
