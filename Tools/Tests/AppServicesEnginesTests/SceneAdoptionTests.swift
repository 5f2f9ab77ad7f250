import AppServices
import Foundation
import Testing

@testable import AppServicesEngines

/// `migrate --adopt-scenes`, planned in memory from delegates written for each test: the scene delegate, the
/// window code left where it is for the scene delegate to adopt, the Info.plist's manifest, the routing and the
/// hand work.
@Suite struct SceneAdoptionTests {
    private let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Gazette</string>
        </dict>
        </plist>

        """

    private let appDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                Analytics.start()
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                Router.open(url)
            }
        }

        """

    private func plan(_ files: (path: String, text: String)..., infoPlist: (path: String, text: String)? = nil)
        throws(MigrationError) -> MigrationPlan
    {
        var migration = try Migration(files: files)
        migration.sceneAdoption = SceneAdoptionRequest(infoPlist: infoPlist)
        return try migration.plan()
    }

    private func file(_ plan: MigrationPlan, _ name: String) -> String {
        plan.files.first { $0.name == name }?.text ?? ""
    }

    @Test func theWindowCodeStaysAndThePlanSaysTheSceneDelegateAdoptsTheWindow() throws {
        let plan = try plan(("AppDelegate.swift", appDelegate))
        let launch = file(plan, "AppLaunchService.swift")
        #expect(launch.contains("Analytics.start()"))
        #expect(launch.contains("        window = UIWindow(frame: UIScreen.main.bounds)\n"))
        #expect(launch.contains("        window?.makeKeyAndVisible()\n"))
        #expect(!plan.files.contains { $0.name.contains("WindowService") }, "no second window is made")
        #expect(!plan.files.contains { $0.text.contains("UIWindow(windowScene:") }, "no second window is made")
        #expect(!file(plan, "AppDelegate.swift").contains("WindowService"))
        #expect(file(plan, "SceneDelegate.swift").contains("final class SceneDelegate: ServicesSceneDelegate {}"))
        #expect(plan.moves.allSatisfy { $0.method.hasPrefix("func ") })
        #expect(
            plan.notes.contains {
                $0.position == "AppDelegate.swift:3" && $0.message.hasPrefix("the window code stays where it is")
            })
        #expect(
            plan.notes.contains {
                $0.position == "AppDelegate.swift:11"
                    && $0.message.hasSuffix("the app's window, adopted by SceneDelegate at the scene's connection")
            })
        #expect(
            !plan.notes.contains { $0.message.hasPrefix("`UIScreen.main`") },
            "the adopted window's creation is no hand work")
    }

    @Test func theURLMethodIsToldWhereItsEventsComeFromWithScenes() throws {
        let plan = try plan(("AppDelegate.swift", appDelegate))
        let note = plan.notes.first { $0.position == "AppDelegate.swift:17" }
        #expect(note?.message.contains("scene(_:openURLContexts:)") == true)
        #expect(note?.message.contains("connection options of scene(_:willConnectTo:options:)") == true)
    }

    @Test func theInfoPlistCopyDeclaresTheSceneManifestNamingTheNewSceneDelegate() throws {
        let plan = try plan(("AppDelegate.swift", appDelegate), infoPlist: ("App/Info.plist", infoPlist))
        let copy = file(plan, "Info.plist")
        #expect(copy.hasPrefix(infoPlist.prefix { $0 != "\n" }.description))
        #expect(
            copy.contains("\t<key>CFBundleName</key>\n\t<string>Gazette</string>\n\t<key>UIApplicationSceneManifest"))
        let root = try PropertyListSerialization.propertyList(from: Data(copy.utf8), format: nil) as? [String: Any]
        let manifest = root?["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let roles = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        #expect(roles?.first?["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(manifest?["UIApplicationSupportsMultipleScenes"] as? Bool == false)
        #expect(root?["CFBundleName"] as? String == "Gazette")
    }

    /// One Info.plist per build configuration, each `Info.plist` in its own folder, as `--info-plist`'s help
    /// allows: each gets its copy, named by its folder, and the plan says which copy is whose.
    @Test func infoPlistsThatShareAFileNameAreCopiedUnderTheirFoldersNames() throws {
        var migration = try Migration(files: [("AppDelegate.swift", appDelegate)])
        migration.sceneAdoption = SceneAdoptionRequest(infoPlists: [
            ("Config/Debug/Info.plist", infoPlist), ("Config/Release/Info.plist", infoPlist),
            ("Widget/Info.plist", infoPlist),
        ])
        let plan = try migration.plan()
        for name in ["Debug-Info.plist", "Release-Info.plist", "Widget-Info.plist"] {
            #expect(file(plan, name).contains("<key>UIApplicationSceneManifest</key>"), "\(name)")
        }
        #expect(file(plan, "Info.plist").isEmpty)
        let copied = plan.notes.filter { $0.message.hasPrefix("copied to the output folder as ") }
        #expect(
            copied.map(\.position) == ["Config/Debug/Info.plist", "Config/Release/Info.plist", "Widget/Info.plist"])
        #expect(copied.first?.message.hasPrefix("copied to the output folder as Debug-Info.plist with") == true)
    }

    /// Names are as short as tells them apart; a lone Info.plist keeps its name.
    @Test(arguments: [
        (["App/Info.plist"], ["Info.plist"]),
        (["a/Debug/Info.plist", "b/Debug/Info.plist"], ["a-Debug-Info.plist", "b-Debug-Info.plist"]),
        (["Info.plist", "Extras/Info.plist"], ["Info.plist", "Extras-Info.plist"]),
        (["/abs/App/Info.plist", "App-iOS.plist"], ["Info.plist", "App-iOS.plist"]),
    ])
    func copyNamesAreTheShortestThatTellThePlistsApart(paths: [String], names: [String]) {
        #expect(InfoPlistCopyNames.names(for: paths) == names)
    }

    @Test func anInfoPlistThatCannotTakeTheManifestIsRefusedByName() throws {
        let withManifest = infoPlist.replacingOccurrences(
            of: "</dict>\n</plist>",
            with:
                "<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>"
                + "<key>UIWindowSceneSessionRoleApplication</key><array><dict/></array></dict></dict>\n</dict>\n</plist>"
        )
        for (text, reason) in [(withManifest, "declares UIApplicationSceneManifest"), ("bplist00", "binary")] {
            #expect {
                try plan(("AppDelegate.swift", appDelegate), infoPlist: ("Info.plist", text))
            } throws: { error in
                let error = error as? MigrationError
                return error?.file == "Info.plist" && error?.reason.contains(reason) == true
            }
        }
        let withoutPlist = try plan(("AppDelegate.swift", appDelegate))
        #expect(withoutPlist.notes.contains { $0.message.hasPrefix("no Info.plist given (--info-plist)") })
    }

    @Test func aManifestCommentedOutIsNoManifest() throws {
        let commented = infoPlist.replacingOccurrences(
            of: "</dict>\n</plist>",
            with: "<!-- <key>UIApplicationSceneManifest</key><dict/> -->\n</dict>\n</plist>")
        let plan = try plan(("AppDelegate.swift", appDelegate), infoPlist: ("Info.plist", commented))
        let copy = file(plan, "Info.plist")
        #expect(
            copy.contains("<!-- <key>UIApplicationSceneManifest</key><dict/> -->\n\t<key>UIApplicationSceneManifest"))
    }

    @Test func movedCodeThatUsesTheWindowGetsTheWindowOfTheEventsScene() throws {
        let text = appDelegate.replacingOccurrences(
            of: "Router.open(url)", with: "window?.rootViewController?.show(url) ?? false")
        let plan = try plan(("AppDelegate.swift", text))
        let service = file(plan, "AppURLOpeningService.swift")
        #expect(service.contains(SceneAdoption.sceneAwareWindowAccess))
        #expect(!service.contains(ServiceFileRenderer.appWindowAccess[1]))
    }

    @Test func anAppThatUsesScenesAlreadyIsRefusedNamingItsSceneDelegate() throws {
        #expect {
            try plan(
                ("AppDelegate.swift", appDelegate),
                ("SceneDelegate.swift", "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"))
        } throws: { error in
            (error as? MigrationError)?.reason.contains("SceneDelegate is a scene delegate") == true
        }
    }

    @Test func aWindowTheDelegatesPropertyMakesIsNamedAsHandWork() throws {
        let text = appDelegate.replacingOccurrences(
            of: "    var window: UIWindow?\n",
            with: "    var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)\n"
        ).replacingOccurrences(of: "        window = UIWindow(frame: UIScreen.main.bounds)\n", with: "")
        let plan = try plan(("AppDelegate.swift", text))
        #expect(
            plan.notes.contains {
                $0.position == "AppDelegate.swift:4"
                    && $0.message.contains("removed with the property, which ServicesAppDelegate declares: by hand")
            })
    }

    @Test func anAppDelegateThatConfiguresScenesIsRefusedNamingTheMethod() throws {
        let configuring = appDelegate.replacingOccurrences(
            of: "    func application(_ app: UIApplication, open url",
            with: """
                    func application(
                        _ application: UIApplication,
                        configurationForConnecting connectingSceneSession: UISceneSession,
                        options: UIScene.ConnectionOptions
                    ) -> UISceneConfiguration {
                        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                    }

                    func application(_ app: UIApplication, open url
                """)
        #expect {
            try plan(("AppDelegate.swift", configuring))
        } throws: { error in
            let error = error as? MigrationError
            return error?.file == "AppDelegate.swift:17"
                && error?.reason.contains("implements application(_:configurationForConnecting:options:)") == true
        }
    }

    @Test func eachUseOfAppWideUIIsHandWorkWithItsLine() throws {
        let support = """
            enum Screens {
                static func check(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
                    _ = UIApplication.shared.keyWindow
                    _ = UIApplication.shared.windows.first
                    _ = UIScreen.main.scale
                    _ = UIApplication.shared.statusBarOrientation
                    _ = UIDevice.current.orientation.isLandscape
                    _ = launchOptions?[.url]
                    _ = window.windowScene?.screen
                }
            }

            """
        let plan = try plan(("AppDelegate.swift", appDelegate), ("Screens.swift", support))
        let handWork = plan.notes.filter { $0.message.contains(": by hand: ") }
        #expect(handWork.map(\.position) == (3...8).map { "Screens.swift:\($0)" })
        #expect(handWork.first?.message.hasPrefix("`UIApplication.shared.keyWindow`: by hand:") == true)
    }
}
