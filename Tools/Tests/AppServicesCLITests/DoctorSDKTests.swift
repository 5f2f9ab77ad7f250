import Foundation
import Testing

/// doctor's findings about Firebase, OneSignal, Airship and Braze, each shown on an app that has the problem and
/// absent from one that follows the article "Working beside Firebase, OneSignal, Airship and Braze".
@Suite struct DoctorSDKTests {
    /// The codes of the SDK checks.
    static let sdkCodes: Set<String> = [
        "firebaseProxyBehindSwiftUIAdaptor", "firebaseMessagingTokenMissing", "firebaseAuthCallsMissing",
        "sdkConfiguredWhileServicesAreCreated", "oneSignalTokenCallbackNotAdvertised",
        "pushRegisteredBeforeSDKConfigured",
    ]

    /// The app's findings of the SDK checks and of unused background modes, as `place severity code`.
    private static func sdkSummary(_ app: String) throws -> [String] {
        let (_, result) = try DoctorFixture.result(app)
        return result.findings.filter { sdkCodes.contains($0.code) || $0.code == "unusedBackgroundMode" }.map(\.summary)
    }

    @Test func aSwiftUIAppWithTheProxyOnAndSDKsConfiguredTooEarly() throws {
        #expect(
            try Self.sdkSummary("sdk-proxy-on") == [
                "Sources/PushTokens.swift:15 warning sdkConfiguredWhileServicesAreCreated",
                "Sources/PushTokens.swift:30 warning pushRegisteredBeforeSDKConfigured",
                "Sources/ShopApp.swift:8 warning firebaseProxyBehindSwiftUIAdaptor",
                "Sources/ShopApp.swift:11 error sdkConfiguredWhileServicesAreCreated",
                "Sources/ShopApp.swift:24 warning sdkConfiguredWhileServicesAreCreated",
            ])
        let run = try DoctorFixture.run("sdk-proxy-on")
        #expect(run.status == 1)
        let adaptorWarning = [
            "Sources/ShopApp.swift:8: warning: AppDelegate is a ServicesAppDelegate behind SwiftUI's ",
            "@UIApplicationDelegateAdaptor and Firebase's app-delegate proxy is on, but no launch task ",
            "configures Firebase: the library adds the push methods PushTokens handle to SwiftUI's ",
            "delegate in willFinishLaunching, and the proxy sees them only if Firebase is configured after ",
            "that; configure it in a launch task, or set FirebaseAppDelegateProxyEnabled to NO in ",
            "Info.plist and make Firebase's calls from services",
        ].joined()
        #expect(run.lines.contains(adaptorWarning))
        #expect(
            run.lines.contains(
                "Sources/ShopApp.swift:11: error: FirebaseApp.configure() runs in ShopApp.init, SwiftUI's App "
                    + "initializer, before UIKit sets the app delegate; Firebase's app-delegate proxy then finds no "
                    + "delegate and gives up for the process: Messaging never gets the APNs token and phone sign-in "
                    + "never verifies by silent push; configure it in a launch task of the willFinishLaunching phase"))
        #expect(
            run.lines.contains(
                "Sources/ShopApp.swift:24: warning: Airship.takeOff runs in AppDelegate.registrationPlan, before UIKit "
                    + "sets the app delegate; the SDK starts before the app runs; configure it in a launch task of the "
                    + "willFinishLaunching phase"))
        #expect(
            run.lines.contains(
                "Sources/PushTokens.swift:30: warning: launch task 'push.register' registers for remote "
                    + "notifications but does not depend on 'braze.configure', which calls Braze(configuration:): the "
                    + "first device token of a launch may arrive before the SDK listens; add 'braze.configure' to its "
                    + "dependsOn"))
    }

    @Test func aUIKitFirebaseAppConfiguredInALaunchTaskHasNoFindingAndKeepsItsPushMode() throws {
        #expect(try Self.sdkSummary("sdk-uikit-firebase") == [])
    }

    @Test func withTheProxyOffTheManualCallsAreMissingAndTheModeIsUnused() throws {
        #expect(
            try Self.sdkSummary("sdk-proxy-off") == [
                "Info.plist:11 UIBackgroundModes[0] warning unusedBackgroundMode",
                "Sources/Services.swift:3 error firebaseMessagingTokenMissing",
                "Sources/Services.swift:26 error firebaseAuthCallsMissing",
            ])
        let run = try DoctorFixture.run("sdk-proxy-off")
        #expect(
            run.lines.contains(
                "Sources/Services.swift:26: error: phone sign-in with FirebaseAppDelegateProxyEnabled NO in Info.plist "
                    + "needs Auth.auth()'s manual calls, and canHandleNotification(_:), canHandle(_:) are never called: "
                    + "the reCAPTCHA redirect never reaches Auth, so sign-in cannot finish; call them from services "
                    + "adopting DeviceTokenService, RemoteNotificationService and URLOpeningService"))
    }

    @Test func phoneSignInWithItsURLCallButNoPushCallsFallsBackToReCAPTCHA() throws {
        let (_, result) = try DoctorFixture.result("sdk-phone-link-only")
        let finding = try #require(result.findings.first { $0.code == "firebaseAuthCallsMissing" })
        #expect(finding.summary == "Sources/PhoneSignIn.swift:7 warning firebaseAuthCallsMissing")
        #expect(
            finding.identifiers == [
                "FirebaseAppDelegateProxyEnabled", "setAPNSToken(_:type:)", "canHandleNotification(_:)",
            ])
    }

    @Test func oneSignalWithoutATokenServiceOrKeptCallback() throws {
        #expect(
            try Self.sdkSummary("sdk-onesignal") == [
                "Sources/AppDelegate.swift:12 error oneSignalTokenCallbackNotAdvertised"
            ])
    }

    /// A plain app delegate, not a `ServicesAppDelegate`, keeps its own token method or has none, which OneSignal
    /// adds: the finding, about a `ServicesAppDelegate`'s own method, does not apply (#46).
    @Test func oneSignalBesideAPlainAppDelegateIsNotReported() throws {
        #expect(try Self.sdkSummary("sdk-onesignal-plain-delegate") == [])
    }

    /// With the proxy left on, the article's SwiftUI app is correct: it configures Firebase in a launch task, after
    /// the library added the push methods to SwiftUI's delegate.
    @Test func theArticlesSwiftUIAppWithTheProxyLeftOnConfiguresFirebaseInATaskAndIsNotReported() throws {
        let run = try Tool.run(
            ["doctor", "--info-plist", "../sdk-proxy-on/Info.plist", "--sources", "Sources", "--format", "json"],
            in: DoctorFixture.root.appendingPathComponent("sdk-recipes"))
        let result = try JSONDecoder().decode(DoctorFixture.Result.self, from: Data(run.output.utf8))
        #expect(result.findings.filter { Self.sdkCodes.contains($0.code) }.map(\.summary) == [])
    }

    @Test func theArticlesRecipesHaveNoSDKFinding() throws {
        let (_, result) = try DoctorFixture.result("sdk-recipes")
        #expect(result.findings.filter { Self.sdkCodes.contains($0.code) }.map(\.summary) == [])
        #expect(!result.findings.contains { $0.code == "unusedBackgroundMode" })
    }
}
