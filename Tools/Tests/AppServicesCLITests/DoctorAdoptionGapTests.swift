import Foundation
import Testing

/// #34 N4, N10, N11: what `doctor` says about an app that must still adopt scenes.
@Suite struct DoctorAdoptionGapTests {
    /// A manifest without configurations does not adopt scenes (TN3187): the launch failure, for the Info.plist
    /// given and for the one beside it, and no warning that UIKit skips the delegate's life-cycle methods.
    @Test func aManifestWithoutConfigurationsIsTheLaunchFailureForEachInfoPlist() throws {
        let (status, result) = try DoctorFixture.result("manifest-without-configurations")
        #expect(status == 1)
        #expect(
            result.summary == [
                "Sources/AppDelegate.swift:4 error sceneLifecycleRequired",
                "Sources/ScreenLock.swift:7 warning windowWithoutScene",
                "Sources/ScreenLock.swift:18 warning windowWithoutScene",
                "Sources/AppDelegate.swift:4 error sceneLifecycleRequired",
            ])
        #expect(result.findings[0].message.contains("Info.plist has no UIApplicationSceneManifest"))
        #expect(
            result.findings[0].message.contains(
                "with no scene configuration in UISceneConfigurations, which TN3187 counts as not"))
        #expect(result.findings[3].message.contains("Info_Debug.plist has no UIApplicationSceneManifest"))
        #expect(!result.findings.contains { $0.code == "delegateMethodNotCalledWithScenes" })
    }

    /// A manifest whose `UISceneConfigurations` lists no configuration (an empty dictionary, or a role with an empty
    /// array) is one without configurations (TN3187): the launch failure, said so, and no warning that UIKit skips
    /// the delegate's life-cycle methods.
    @Test(arguments: [
        "<dict/>", "<dict><key>UIWindowSceneSessionRoleApplication</key><array/></dict>",
    ])
    func aManifestWithEmptyConfigurationsIsTheLaunchFailure(configurations: String) throws {
        let run = try DoctorRealTreeTests.run([
            "Info.plist": """
            <plist><dict>
            <key>UIApplicationSceneManifest</key>
            <dict><key>UISceneConfigurations</key>\(configurations)</dict>
            </dict></plist>
            """,
            "Sources/AppDelegate.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {}
            }

            """,
        ])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.lines.count == 1, "\(run.lines)")
        #expect(
            run.lines.first?.hasPrefix("Sources/AppDelegate.swift:4: error: AppDelegate is the app delegate") == true)
        #expect(run.output.contains("declares UIApplicationSceneManifest with no scene configuration in"))
    }

    /// A window made without a scene outside the app delegate is named with its line and the fix.
    @Test func aWindowMadeWithoutASceneIsNamedWithTheFix() throws {
        let (_, result) = try DoctorFixture.result("manifest-without-configurations")
        let window = try #require(result.findings.first { $0.code == "windowWithoutScene" })
        #expect(window.type == "ScreenLock")
        #expect(window.message.contains("UIWindow(windowScene:) for the app's main scene, `(UIApplication"))
    }

    /// A window of the app's own `UIWindow` subclass, made with a frame (Session's shape), is named too.
    @Test func aWindowSubclassMadeWithAFrameIsNamed() throws {
        let (_, result) = try DoctorFixture.result("manifest-without-configurations")
        let windows = result.findings.filter { $0.code == "windowWithoutScene" }
        #expect(windows.map(\.identifiers) == [["UIWindow"], ["PrivacyWindow"]])
        #expect(windows.last?.type == "PrivacyCover")
    }
}
