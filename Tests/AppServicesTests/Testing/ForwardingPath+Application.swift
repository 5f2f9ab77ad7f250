import Foundation
import UIKitHeadless

// The UIApplicationDelegate callbacks that answer synchronously, each delivered as UIKit delivers it.
extension ForwardingPath {
    /// A path that delivers `selector` to the app delegate through the headless system.
    static func app(
        _ selector: String,
        launched: Bool = true,
        _ call: @escaping @MainActor (UIApplication, any UIApplicationDelegate) -> Void
    ) -> (String, ForwardingPath) {
        (selector, ForwardingPath(needsLaunch: launched) { $0.app(selector, call) })
    }

    static let applicationPaths: [String: ForwardingPath] = Dictionary(
        uniqueKeysWithValues: [
            app("applicationDidFinishLaunching:", launched: false) { $1.applicationDidFinishLaunching($0) },
            app("application:willFinishLaunchingWithOptions:", launched: false) {
                _ = $1.application($0, willFinishLaunchingWithOptions: nil)
            },
            app("application:didFinishLaunchingWithOptions:", launched: false) {
                _ = $1.application($0, didFinishLaunchingWithOptions: nil)
            },
            app("applicationDidBecomeActive:") { $1.applicationDidBecomeActive($0) },
            app("applicationWillResignActive:") { $1.applicationWillResignActive($0) },
            app("applicationDidEnterBackground:") { $1.applicationDidEnterBackground($0) },
            app("applicationWillEnterForeground:") { $1.applicationWillEnterForeground($0) },
            app("applicationDidReceiveMemoryWarning:") { $1.applicationDidReceiveMemoryWarning($0) },
            app("applicationWillTerminate:") { $1.applicationWillTerminate($0) },
            app("applicationSignificantTimeChange:") { $1.applicationSignificantTimeChange($0) },
            app("applicationProtectedDataWillBecomeUnavailable:") {
                $1.applicationProtectedDataWillBecomeUnavailable($0)
            },
            app("applicationProtectedDataDidBecomeAvailable:") { $1.applicationProtectedDataDidBecomeAvailable($0) },
            app("application:handleOpenURL:") { _ = $1.application($0, handleOpen: CoverageFixtures.url) },
            app("application:openURL:sourceApplication:annotation:") {
                _ = $1.application(
                    $0, open: CoverageFixtures.url, sourceApplication: "com.example.mail", annotation: ())
            },
            app("application:openURL:options:") { _ = $1.application($0, open: CoverageFixtures.url, options: [:]) },
            app("application:willChangeStatusBarOrientation:duration:") {
                $1.application($0, willChangeStatusBarOrientation: .landscapeLeft, duration: 0.3)
            },
            app("application:didChangeStatusBarOrientation:") {
                $1.application($0, didChangeStatusBarOrientation: .portrait)
            },
            app("application:willChangeStatusBarFrame:") { $1.application($0, willChangeStatusBarFrame: .zero) },
            app("application:didChangeStatusBarFrame:") { $1.application($0, didChangeStatusBarFrame: .zero) },
            app("application:supportedInterfaceOrientationsForWindow:") {
                _ = $1.application($0, supportedInterfaceOrientationsFor: nil)
            },
            app("application:shouldAllowExtensionPointIdentifier:") {
                _ = $1.application($0, shouldAllowExtensionPointIdentifier: .keyboard)
            },
            app("applicationShouldAutomaticallyLocalizeKeyCommands:") {
                _ = $1.applicationShouldAutomaticallyLocalizeKeyCommands($0)
            },
            app("application:viewControllerWithRestorationIdentifierPath:coder:") {
                _ = $1.application(
                    $0, viewControllerWithRestorationIdentifierPath: ["root"], coder: CoverageFixtures.coder())
            },
            app("application:shouldSaveSecureApplicationState:") {
                _ = $1.application($0, shouldSaveSecureApplicationState: CoverageFixtures.coder())
            },
            app("application:shouldRestoreSecureApplicationState:") {
                _ = $1.application($0, shouldRestoreSecureApplicationState: CoverageFixtures.coder())
            },
            app("application:willEncodeRestorableStateWithCoder:") {
                $1.application($0, willEncodeRestorableStateWith: CoverageFixtures.coder())
            },
            app("application:didDecodeRestorableStateWithCoder:") {
                $1.application($0, didDecodeRestorableStateWith: CoverageFixtures.coder())
            },
            app("application:shouldSaveApplicationState:") {
                _ = $1.application($0, shouldSaveApplicationState: CoverageFixtures.coder())
            },
            app("application:shouldRestoreApplicationState:") {
                _ = $1.application($0, shouldRestoreApplicationState: CoverageFixtures.coder())
            },
            app("application:willContinueUserActivityWithType:") {
                _ = $1.application($0, willContinueUserActivityWithType: "demo.coverage")
            },
            app("application:continueUserActivity:restorationHandler:") {
                _ = $1.application($0, continue: CoverageFixtures.activity) { _ in }
            },
            app("application:didFailToContinueUserActivityWithType:error:") {
                $1.application(
                    $0, didFailToContinueUserActivityWithType: "demo.coverage", error: CoverageFixtures.error)
            },
            app("application:didUpdateUserActivity:") { $1.application($0, didUpdate: CoverageFixtures.activity) },
            app("application:userDidAcceptCloudKitShareWithMetadata:") {
                $1.application($0, userDidAcceptCloudKitShareWith: CKShare.Metadata(containerIdentifier: "iCloud.demo"))
            },
            (
                "application:configurationForConnectingSceneSession:options:",
                ForwardingPath { stage in
                    let session = try stage.connectedScene().session
                    let options = try stage.connectionOptions()
                    stage.app("application:configurationForConnectingSceneSession:options:") {
                        _ = $1.application($0, configurationForConnecting: session, options: options)
                    }
                }
            ),
            app("application:didDiscardSceneSessions:") { $1.application($0, didDiscardSceneSessions: []) },
        ])
}
