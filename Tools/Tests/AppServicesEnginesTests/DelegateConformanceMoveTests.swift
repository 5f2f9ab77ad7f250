import Testing

@testable import AppServicesEngines

/// `x.delegate = self` in moved code, where the delegate adopts that protocol in an extension holding only that
/// conformance (issue #47, item 4): the conformance and its methods move to the service with the code that sets it.
@Suite struct DelegateConformanceMoveTests {
    static func delegate(extensionHead: String) -> String {
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            let player = Player()

            func applicationDidBecomeActive(_ application: UIApplication) {
                player.delegate = self
                player.play()
            }
        }

        \(extensionHead) {
            func playerDidFinish(_ player: Player) { player.play() }
        }

        """
    }

    @Test func theExtensionsConformanceAndMethodsMoveToTheServiceThatSetsTheDelegate() throws {
        let migrated = try MigratedSource(
            ("AppDelegate.swift", Self.delegate(extensionHead: "extension AppDelegate: PlayerDelegate")))
        #expect(
            migrated.file("AppApplicationLifecycleService.swift").hasPrefix(
                """
                import AppServices

                /// `AppDelegate`'s ApplicationLifecycle code, moved by `appservices migrate`.
                final class AppApplicationLifecycleService: NSObject, ApplicationService, PlayerDelegate {
                    let player = Player()

                    func playerDidFinish(_ player: Player) { player.play() }
                }

                """), "\(migrated.file("AppApplicationLifecycleService.swift"))")
        #expect(!migrated.file("AppDelegate.swift").contains("PlayerDelegate"))
        #expect(
            migrated.notes.contains(
                "AppDelegate.swift:5: func applicationDidBecomeActive(_:): `player.delegate = self` now makes the "
                    + "service the delegate: AppApplicationLifecycleService adopts PlayerDelegate with the methods of "
                    + "AppDelegate's extension"), "\(migrated.notes)")
    }

    @Test func anExtensionAdoptingMoreThanThatProtocolStaysAndTheAssignmentIsNamed() throws {
        let migrated = try MigratedSource(
            ("AppDelegate.swift", Self.delegate(extensionHead: "extension AppDelegate: PlayerDelegate, Sendable")))
        #expect(migrated.file("AppDelegate.swift").contains("extension AppDelegate: PlayerDelegate, Sendable {"))
        #expect(!migrated.file("AppApplicationLifecycleService.swift").contains("NSObject"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("AppDelegate.swift:5: ") && $0.contains("the output does not compile until the service")
            })
    }
}
