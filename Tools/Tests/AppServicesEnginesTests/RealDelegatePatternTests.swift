import Foundation
import Testing

@testable import AppServicesEngines

/// What real delegates do that `migrate` met on real apps (issue #34 §2): lifecycle methods the app calls itself,
/// members reached only as `self?.member` in closures, `.url` properties that are not launch options,
/// `private` members the moved code reaches through the class, and extra windows made without a scene.
@Suite struct RealDelegatePatternTests {
    @Test func aLifecycleMethodTheAppCallsItselfIsKeptCallableBesideASceneDelegate() throws {
        let appDelegate = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(forName: .userSignedIn, object: nil, queue: .main) { _ in
                        self.applicationDidBecomeActive(UIApplication.shared)
                    }
                }

                func applicationDidBecomeActive(_ application: UIApplication) {
                    refreshFeed()
                }

                func applicationDidEnterBackground(_ application: UIApplication) {}

                func refreshFeed() {}
            }

            """
        let migrated = try MigratedSource(
            ("AppDelegate.swift", appDelegate),
            ("SceneDelegate.swift", "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"))
        let delegate = migrated.file("AppDelegate.swift")
        #expect(delegate.contains("    override func applicationDidBecomeActive(_ application: UIApplication) {\n"))
        #expect(delegate.contains("func refreshFeed() {}"))
        #expect(!delegate.contains("applicationDidEnterBackground"), "a method nobody calls is still dropped")
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("AppDelegate.swift:9: func applicationDidBecomeActive(_:): kept in AppDelegate")
                    && $0.contains("AppDelegate.swift:5")
            })
        #expect(!migrated.notes.contains { $0.hasPrefix("AppDelegate.swift:9") && $0.contains("dropped, not moved") })
        #expect(migrated.notes.contains { $0.hasPrefix("AppDelegate.swift:13") && $0.contains("dropped, not moved") })
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func aMemberUsedOnlyAsSelfQuestionMarkInAClosureMovesWithTheCodeThatUsesIt() throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var syncCount = 0

                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        DispatchQueue.main.async { [weak self] in
                            self?.syncCount += 1
                            self?.startSync()
                        }
                        return true
                    }

                    func startSync() {}
                }

                """
            ))
        let service = migrated.file("AppLaunchService.swift")
        #expect(service.contains("var syncCount = 0") && service.contains("func startSync() {}"))
        let delegate = migrated.file("AppDelegate.swift")
        #expect(!delegate.contains("syncCount") && !delegate.contains("startSync"))
        #expect(!migrated.notes.contains { $0.contains("used by no delegate method") })
    }

    @Test func onlyLaunchOptionKeysGetTheLaunchOptionNote() throws {
        var migration = try Migration(files: [
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        let help = Links.help.url
                        let page = response?.url
                        let opened = launchOptions?[.url] as? URL
                        Log.record(help, page, opened)
                        return true
                    }
                }

                """
            )
        ])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlist: nil)
        let notes = try migration.plan().notes.filter { $0.message.contains("launch options do not carry it") }
        #expect(notes.map(\.position) == ["AppDelegate.swift:8"])
    }

    @Test func aPrivateMemberMovedCodeReachesThroughTheClassIsKeptWithInternalAccess() throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    private static let cacheKey = "cache"
                    private static let retries = 3

                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        UserDefaults.standard.set(Self.retries, forKey: AppDelegate.cacheKey)
                        return true
                    }
                }

                """
            ))
        let delegate = migrated.file("AppDelegate.swift")
        #expect(
            delegate.contains("    static let cacheKey = \"cache\"\n")
                && !delegate.contains("private static let cacheKey"))
        #expect(!delegate.contains("retries"))
        #expect(migrated.file("AppLaunchService.swift").contains("    private static let retries = 3\n"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("AppDelegate.swift:2: var cacheKey: kept in AppDelegate, its `private` removed")
                    && $0.contains("`AppDelegate.cacheKey` (AppDelegate.swift:9)")
            })
    }

    @Test func aWindowMadeWithoutASceneInALifecycleMethodIsListedWithItsLine() throws {
        var migration = try Migration(files: [
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var privacyCover: UIWindow?

                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                        return true
                    }

                    func applicationWillResignActive(_ application: UIApplication) {
                        privacyCover = UIWindow(frame: UIScreen.main.bounds)
                        privacyCover?.isHidden = false
                    }
                }

                """
            )
        ])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlist: nil)
        let notes = try migration.plan().notes.filter { $0.message.contains("a window made without a scene") }
        #expect(notes.map(\.position) == ["AppDelegate.swift:15"])
        #expect(notes.first?.message.contains("func applicationWillResignActive(_:)") == true)
    }

    @Test func aWindowBuiltInAHelperOfWillFinishLaunchingStaysAndIsNamedAsTheAdoptedWindow() throws {
        var migration = try Migration(files: [
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    func application(
                        _ application: UIApplication,
                        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        buildWindow()
                        return true
                    }

                    func buildWindow() {
                        self.window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                    }
                }

                """
            )
        ])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlist: nil)
        let plan = try migration.plan()
        #expect(
            plan.files.map(\.name).sorted() == ["AppDelegate.swift", "AppLaunchService.swift", "SceneDelegate.swift"])
        #expect(plan.files.first { $0.name == "AppLaunchService.swift" }?.text.contains("func buildWindow()") == true)
        #expect(
            plan.notes.contains {
                $0.position == "AppDelegate.swift:13"
                    && $0.message.contains("the app's window, adopted by SceneDelegate")
            })
    }

    @Test func aFileprivateTopLevelHelperOfMovedCodeIsNamedWithWhatToChange() throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                fileprivate func hex(_ token: Data) -> String { "" }

                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ application: UIApplication,
                        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
                    ) {
                        print(hex(deviceToken))
                    }
                }

                """
            ))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("AppDelegate.swift:1: `fileprivate func hex(_:)` is used by code moved to ")
                    && $0.contains("(AppDelegate.swift:4)") && $0.hasSuffix("remove `fileprivate`")
            })
    }
}
