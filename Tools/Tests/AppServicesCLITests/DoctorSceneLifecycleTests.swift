import Foundation
import Testing

@Suite struct DoctorSceneLifecycleTests {
    @Test func anAppDelegateWithNeitherManifestNorConfigurationMethodIsTheIOS27LaunchFailure() throws {
        let run = try DoctorFixture.run("legacy-life-cycle")
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "Sources/AppDelegate.swift:4: error: AppDelegate is the app delegate, but Info.plist has no "
                    + "UIApplicationSceneManifest with a scene configuration and AppDelegate does not implement "
                    + "application(_:configurationForConnecting:options:): built with the iOS 27 SDK the app fails to "
                    + "launch (TN3187, UIScene life cycle is required); add a UIApplicationSceneManifest whose "
                    + "UISceneConfigurations name a scene delegate such as a subclass of ServicesSceneDelegate (in the "
                    + "Info.plist, not by generating the manifest), or adopt SceneConfigurationService in a service"
            ])
        let (_, result) = try DoctorFixture.result("legacy-life-cycle")
        #expect(result.findings.first?.code == "sceneLifecycleRequired")
        #expect(
            result.findings.first?.identifiers == [
                "UIApplicationSceneManifest", "application(_:configurationForConnecting:options:)",
            ])
    }

    @Test func aProjectThatDoesNotGenerateTheManifestLeavesTheError() throws {
        let (status, result) = try DoctorFixture.result("legacy-life-cycle", "--project", "Manual.xcodeproj")
        #expect(status == 1)
        #expect(result.summary == ["Sources/AppDelegate.swift:4 error sceneLifecycleRequired"])
    }

    @Test(arguments: [["--sources", "Configuring"]])
    func aConfigurationServiceAdoptsTheSceneLifecycle(arguments: [String]) throws {
        let run = try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", "Sources"] + arguments,
            in: DoctorFixture.root.appendingPathComponent("legacy-life-cycle"))
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Sources/AppDelegate.swift:15: warning: AppDelegate implements applicationDidBecomeActive(_:), which "
                    + "UIKit does not call in an app that uses scenes; move it to the scene delegate's "
                    + "sceneDidBecomeActive(_:), or into a service adopting DidBecomeActiveService, which AppServices "
                    + "calls in both life cycles"
            ])
    }

    @Test func theAppDelegatesSilentPushMethodUsesTheRemoteNotificationMode() throws {
        let (_, declared) = try DoctorFixture.result("legacy-life-cycle")
        #expect(!declared.findings.contains { $0.code == "unusedBackgroundMode" })
        let undeclared = try Self.run(
            sources: "legacy-life-cycle/Sources", infoPlist: Self.plistWithoutManifest)
        #expect(undeclared.status == 1)
        #expect(
            undeclared.lines.contains {
                $0.hasSuffix(
                    "warning: AppDelegate implements "
                        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:), which needs the "
                        + "background mode 'remote-notification', missing from UIBackgroundModes in Info.plist: "
                        + "without it the callback still runs for a push that arrives while the app is in the "
                        + "foreground, but a background (silent) push neither launches the app nor wakes it from "
                        + "suspension; add it unless the app handles pushes only in the foreground")
            })
    }

    @Test func delegateMethodsUIKitSkipsWithScenesAreWarningsNamingTheirReplacements() throws {
        let (status, result) = try DoctorFixture.result("scene-based")
        #expect(status == 0)
        #expect(
            result.summary == [
                "Sources/AppDelegate.swift:5 warning delegateMethodNotCalledWithScenes",
                "Sources/AppDelegate.swift:11 warning delegateMethodNotCalledWithScenes",
                "Sources/AppDelegate.swift:16 warning delegateMethodNotCalledWithScenes",
                "Sources/AppDelegate.swift:23 warning delegateMethodNotCalledWithScenes",
            ])
        #expect(
            result.findings.map(\.identifiers) == [
                ["applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"],
                ["application(_:open:options:)", "scene(_:openURLContexts:)"],
                ["application(_:continue:restorationHandler:)", "scene(_:continue:)"],
                [
                    "application(_:performActionFor:completionHandler:)",
                    "windowScene(_:performActionFor:completionHandler:)",
                ],
            ])
        #expect(
            result.findings[1].message.contains(
                "move it to the scene delegate's scene(_:openURLContexts:) (at a cold launch, the connection options "
                    + "of scene(_:willConnectTo:options:))"))
        #expect(!result.findings.contains { $0.type == "TripClock" })
    }

    @Test func aDelegateClassSetInCodeMakesTheUndeclaredClassAWarningThatNamesTheCode() throws {
        let run = try DoctorFixture.run("scene-configured-in-code")
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Info.plist:16: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]"
                    + ".UISceneDelegateClassName: warning: scene configuration 'Default' names the delegate class "
                    + "'AtlasKit.PhoneSceneDelegate', which no source declares (in Swift or with an Objective-C "
                    + "@interface) and which is not AppServices' ServicesSceneDelegate; the code sets this "
                    + "configuration's delegate class at run time (SceneDelegate at Sources/AppDelegate.swift:11), so "
                    + "UIKit may never use this name; if it does, the scene connects without a delegate: no scene "
                    + "callback runs and nothing makes its window; name SceneDelegate here, or remove the key"
            ])
    }

    @Test func aConfigurationMethodWithoutAManifestRunsTheSceneServices() throws {
        let run = try Self.run(
            sources: "scene-configured-in-code/Sources", infoPlist: Self.plistWithoutManifest)
        #expect(run.status == 0)
        #expect(run.lines == ["1 Swift file, 2 service types: no problems"])
    }

    @Test func aSwiftUIAppUsesScenesSoItsAppDelegatesLifecycleMethodsAreWarnings() throws {
        let run = try Self.run(sources: "swiftui-app/Sources", infoPlist: Self.plistWithoutManifest)
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Sources/AtlasApp.swift:14: warning: AppDelegate implements applicationWillEnterForeground(_:), which "
                    + "UIKit does not call in an app that uses scenes; move it to the scene delegate's "
                    + "sceneWillEnterForeground(_:), or into a service adopting WillEnterForegroundService, which "
                    + "AppServices calls in both life cycles"
            ])
    }

    @Test func anUnusedModeNamesTheAppDelegateMethodThatWouldUseIt() throws {
        let (_, result) = try DoctorFixture.result("scene-based", "--info-plist", "../legacy-life-cycle/Info.plist")
        let unused = try #require(result.findings.first { $0.code == "unusedBackgroundMode" })
        #expect(
            unused.message
                == "background mode 'remote-notification' is declared, but no service adopts RemoteNotificationService "
                + "and the app delegate does not implement "
                + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:); remove it unless code outside "
                + "the services needs it")
    }

    /// Runs doctor on a fixture's sources with an Info.plist written at test time.
    private static func run(sources: String, infoPlist: String) throws -> Tool.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try infoPlist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: DoctorFixture.root.appendingPathComponent(sources), to: folder.appendingPathComponent("Sources"))
        return try Tool.run(["doctor", "--info-plist", "Info.plist", "--sources", "Sources"], in: folder)
    }

    /// An Info.plist with neither background modes nor a scene manifest.
    private static let plistWithoutManifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Atlas</string></dict></plist>
        """

    @Test func aMethodTheAppCallsItselfIsANoteNamingTheCallsNotAWarningToMoveIt() throws {
        let (status, result) = try DoctorFixture.result("scene-based-self-calls")
        #expect(status == 0)
        #expect(
            result.summary == [
                "Sources/AppDelegate.swift:27 note delegateMethodCalledByTheApp",
                "Sources/AppDelegate.swift:29 note delegateMethodCalledByTheApp",
                "Sources/AppDelegate.swift:31 warning delegateMethodNotCalledWithScenes",
            ])
        #expect(
            result.findings[0].message
                == "AppDelegate implements applicationDidBecomeActive(_:), which UIKit does not call in an app that "
                + "uses scenes; the app calls it itself (Sources/AppDelegate.swift:17), so those calls run it: keep "
                + "it where they reach it")
    }
}
