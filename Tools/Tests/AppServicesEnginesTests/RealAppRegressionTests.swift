import Foundation
import Testing

@testable import AppServicesEngines

/// What the real-app corpus found `migrate` still missing after the window and migrate branches merged
/// (`Tools/RealAppCorpus.md`, R1, R3 and R4): a launch-option key written in full, a lazy property of another type
/// made with `.init()`, and the assignment of `self` to any delegate-like property in moved code.
@Suite struct RealAppRegressionTests {
    /// The plan of `delegate` moved to scenes, without an Info.plist.
    private static func adoptingScenes(_ delegate: String) throws -> MigrationPlan {
        var migration = try Migration(files: [("AppDelegate.swift", delegate)])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlist: nil)
        return try migration.plan()
    }

    @Test func aLaunchOptionKeyWrittenInFullInAHelperIsNoted() throws {
        let plan = try Self.adoptingScenes(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    handleQuickActions(with: launchOptions)
                }

                func handleQuickActions(with options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if let item = options?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
                        Log.record(item)
                        return false
                    }
                    let activity = options?[.userActivityDictionary]
                    return activity == nil
                }
            }

            """)
        let noted = plan.notes.filter { $0.message.contains("launch options do not carry it") }.map(\.position)
        #expect(noted == ["AppDelegate.swift:10", "AppDelegate.swift:14"])
    }

    @Test func aLazyPropertyOfAnotherTypeMadeWithInitIsNotAWindow() throws {
        let plan = try Self.adoptingScenes(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private lazy var shortcuts: ShortcutsManager = .init()
                private lazy var cover: UIWindow = .init(frame: UIScreen.main.bounds)

                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    window = .init(frame: UIScreen.main.bounds)
                    window?.makeKeyAndVisible()
                    shortcuts.install()
                    return true
                }

                func applicationWillResignActive(_ application: UIApplication) {
                    cover.isHidden = false
                }
            }

            """)
        let made = plan.notes.filter { $0.message.contains("a window made without a scene") }.map(\.position)
        #expect(made == ["AppDelegate.swift:4"])
        #expect(
            plan.notes.contains {
                $0.position == "AppDelegate.swift:10"
                    && $0.message.contains("the app's window, adopted by SceneDelegate")
            })
    }

    @Test(
        arguments: [
            ("browserViewController.modalDelegate = self", "ModalDelegate"),
            ("tableView.dataSource = self", nil),
            ("player.delegate = self", nil),
        ] as [(String, String?)])
    func anyDelegateLikeAssignmentOfSelfInMovedCodeIsNamed(assignment: String, adopted: String?) throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        \(assignment)
                        return true
                    }
                }

                extension AppDelegate: ModalDelegate {
                    func dismissModal() {}
                }

                """
            ))
        let note = migrated.notes.first { $0.hasPrefix("AppDelegate.swift:6: ") && $0.contains("`\(assignment)`") }
        #expect(note?.contains("now makes the service the delegate") == true, "\(migrated.notes)")
        if let adopted {
            #expect(note?.contains("adopts \(adopted)") == true, "\(note ?? "")")
        }
    }
}
