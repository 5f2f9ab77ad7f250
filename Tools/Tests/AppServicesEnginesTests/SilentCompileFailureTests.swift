import Testing

@testable import AppServicesEngines

/// Output that did not compile while the plan said nothing (issue #47, item 5): each case now compiles, or the
/// plan names the place with its file and line.
@Suite struct SilentCompileFailureTests {
    /// The migration of `delegate`, the file `AppDelegate.swift`, with the app's `others` files if given.
    static func migrated(_ delegate: String, others: [(path: String, text: String)] = []) throws -> MigratedSource {
        try MigratedSource(
            ("AppDelegate.swift", delegate), otherSources: others.isEmpty ? nil : OtherSources(files: others))
    }

    @Test func keptCodeReachingAMovedPrivatePropertyThroughAStaticInstanceReachesItsForwarder() throws {
        let migrated = try Self.migrated(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static var current: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }
                private var journal: Journal = Journal()

                func applicationDidBecomeActive(_ application: UIApplication) { journal.write("active") }

                static func flushJournal() { current?.journal.flush() }
            }

            """)
        let forwarder =
            "    private var journal: Journal {\n        get { appApplicationLifecycleService.journal }\n"
            + "        set { appApplicationLifecycleService.journal = newValue }\n    }"
        #expect(migrated.file("AppDelegate.swift").contains(forwarder), "\(migrated.file("AppDelegate.swift"))")
        #expect(migrated.file("AppApplicationLifecycleService.swift").contains("    var journal: Journal = Journal()"))
        let use = migrated.notes.first { $0.hasPrefix("AppDelegate.swift:7: `current?.journal` calls `journal`") }
        #expect(use?.contains("AppDelegate forwards it there") == true, "\(migrated.notes)")
    }

    @Test func anotherFileReadingAMovedMemberInAClosureOverTheDelegateReachesItsForwarder() throws {
        let migrated = try Self.migrated(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static var current: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }
                var screenTitle = "home"

                func applicationDidBecomeActive(_ application: UIApplication) { print(screenTitle) }
            }

            """,
            others: [
                (
                    "Banner.swift",
                    """
                    struct Banner {
                        var title: String? { AppDelegate.current.map { $0.screenTitle } }
                        var other: String? { AppDelegate.current.flatMap { delegate in delegate.screenTitle } }
                        var count: Int { [1].map { $0.screenTitle }.count }
                    }

                    """
                )
            ])
        #expect(
            migrated.file("AppDelegate.swift").contains(
                "    var screenTitle: String {\n        get { appApplicationLifecycleService.screenTitle }"))
        for (line, access) in [(2, "$0.screenTitle"), (3, "delegate.screenTitle")] {
            #expect(
                migrated.notes.contains {
                    $0.hasPrefix("Banner.swift:\(line): `\(access)` calls `screenTitle` on AppDelegate")
                        && $0.contains("AppDelegate forwards it there")
                }, "\(migrated.notes)")
        }
        #expect(!migrated.notes.contains { $0.hasPrefix("Banner.swift:4:") }, "`$0` of a closure over something else")
    }

    @Test func movedCodeUsingAMemberOfAFilePrivateExtensionOfAnotherTypeNamesTheExtension() throws {
        let migrated = try Self.migrated(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    url.isInvite
                }
            }

            fileprivate extension URL {
                var isInvite: Bool { host == "invite" }
            }

            private extension String {
                var shouted: String { uppercased() }
            }

            private extension AppDelegate {
                func unused() {}
            }

            """)
        let named = migrated.notes.filter { $0.contains("the output does not compile until you remove") }
        #expect(
            named == [
                "AppDelegate.swift:7: `fileprivate extension URL` is used by code moved to AppURLOpeningService "
                    + "(AppDelegate.swift:2), in a file of its own: the output does not compile until you remove "
                    + "`fileprivate`"
            ], "\(migrated.notes)")
    }

    @Test func aForwarderOrKeptCodeNamingANestedTypeThatMovedReachesItThroughATypeAlias() throws {
        let migrated = try Self.migrated(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                enum Theme { case light, dark }
                var theme: Theme = .light

                func applicationDidBecomeActive(_ application: UIApplication) { theme = Theme.dark }

                func currentTheme() -> Theme { theme }
            }

            """)
        #expect(migrated.file("AppApplicationLifecycleService.swift").contains("    enum Theme { case light, dark }"))
        let delegate = migrated.file("AppDelegate.swift")
        #expect(delegate.contains("    typealias Theme = AppApplicationLifecycleService.Theme\n"), "\(delegate)")
        #expect(delegate.contains("    var theme: Theme {\n        get { appApplicationLifecycleService.theme }"))
    }

    @Test func aWindowMadeByItsInitializerThatMovedCodeUsesIsNamedWithoutAdoptingScenes() throws {
        let migrated = try Self.migrated(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let window: UIWindow = {
                    let window = UIWindow()
                    window.backgroundColor = .white
                    return window
                }()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window.makeKeyAndVisible()
                    return true
                }
            }

            """)
        #expect(
            migrated.notes.contains(
                "AppDelegate.swift:2: var window: ServicesAppDelegate's `window`, a `UIWindow?`, starts empty: the "
                    + "window this initializer made is not made, and the output does not compile until you assign it "
                    + "to `window` and unwrap `window` where moved code uses it (AppDelegate.swift:9); check it by hand"
            ), "\(migrated.notes)")
    }
}
