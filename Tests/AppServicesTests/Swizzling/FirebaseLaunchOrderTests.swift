import AppServices
import Foundation
import Testing
import UIKitHeadless

/// The launch order with Firebase, and the library's error when it is wrong.
///
/// Configured while the services are created, Firebase's app-delegate proxy gives up for the process, and the
/// library says so once the app finished launching; configured in a launch task, it works and nothing is said. Run against the model of GoogleUtilities' proxy (its once-only rule, its Info.plist switch and
/// its isa swizzle), not Firebase.
@MainActor
@Suite struct FirebaseLaunchOrderTests {
    /// Launches an app whose delegate the system creates, as `UIApplicationMain` does.
    static func system(_ makeDelegate: () -> SubclassApp, infoDictionary: [String: Any] = [:]) -> HeadlessSystem {
        var options = HeadlessSystem.Options()
        options.infoDictionary = infoDictionary
        return HeadlessSystem(
            options: options, makeDelegate: makeDelegate, notificationCenter: { _ in NotificationCenter() })
    }

    /// Firebase configured in a service's initializer loses its proxy for the process, and the library says so.
    ///
    /// `FirebaseApp.configure()` there runs while `UIApplication.shared.delegate` is still
    /// `nil`: the proxy gives up for the life of the process, so Firebase never gets the APNs token, even when the
    /// app configures it again later. The services are not affected.
    @Test func firebaseConfiguredInAServicesInitializerIsReportedAtLaunchWithTheFix() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system { SubclassApp(duringCreation: { firebase.configure() }) }
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system) { firebase.configure() }

        #expect(firebase.notices.count == 1)
        #expect(firebase.messaging.received.isEmpty, "the proxy gave up: Messaging never gets the token")
        #expect(app.journal.count("token") == 1)
        #expect(app.errors.count == 1)
        let error = try #require(app.errors.first)
        #expect(error.contains("configured while the app delegate was being created"))
        #expect(error.contains("launch task of the willFinishLaunching phase"))
        #expect(error.contains("FirebaseAppDelegateProxyEnabled"))
    }

    @Test func firebaseConfiguredInALaunchTaskWorksAndNothingIsReported() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system { SubclassApp(atLaunch: { firebase.configure() }) }
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system)

        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(app.journal.count("token") == 1)
        #expect(app.errors.isEmpty)
    }

    /// With the proxy turned off, the token comes from a service (the article's recipe), so configuring early
    /// loses nothing and nothing is reported.
    @Test func firebaseConfiguredEarlyWithTheProxyOffIsNotReported() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system(
            { SubclassApp(duringCreation: { firebase.configure() }) },
            infoDictionary: ["FirebaseAppDelegateProxyEnabled": false])
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system)

        #expect(firebase.notices.count == 1)
        #expect(app.errors.isEmpty)
    }

    /// Configured after launch (the check cannot know yet), or never: no false alarm.
    @Test func firebaseNotYetConfiguredAtLaunchIsNotReported() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system { SubclassApp() }
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system) { firebase.configure() }

        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(app.errors.isEmpty)
    }
}
