import AppServices
import Foundation
import SwizzlerModels
import Testing
import UIKitHeadless

/// The launch order with Firebase.
///
/// Configured while the services are created, Firebase's app-delegate proxy gives up for the process (`appservices
/// doctor` reports that code as `sdkConfiguredWhileServicesAreCreated`); configured in a launch task, it works. The
/// library itself names no SDK: it logs nothing either way, and the services get every callback. Run against the
/// model of GoogleUtilities' proxy (its once-only rule, its Info.plist switch and its isa swizzle), not Firebase.
@MainActor
@Suite struct FirebaseLaunchOrderTests {
    /// Launches an app whose delegate the system creates, as `UIApplicationMain` does.
    static func system(_ makeDelegate: () -> SubclassApp, infoDictionary: [String: Any] = [:]) -> HeadlessSystem {
        var options = HeadlessSystem.Options()
        options.infoDictionary = infoDictionary
        return HeadlessSystem(
            options: options, makeDelegate: makeDelegate, notificationCenter: { _ in NotificationCenter() })
    }

    /// Firebase configured in a service's initializer loses its proxy for the process; the services do not.
    ///
    /// `FirebaseApp.configure()` there runs while `UIApplication.shared.delegate` is still
    /// `nil`: the proxy gives up for the life of the process, so Firebase never gets the APNs token, even when the
    /// app configures it again later. The services are not affected.
    @Test func firebaseConfiguredInAServicesInitializerLosesItsProxyButNotTheServicesCallbacks() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system { SubclassApp(duringCreation: { firebase.configure() }) }
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system) { firebase.configure() }

        #expect(firebase.notices.count == 1)
        #expect(firebase.messaging.received.isEmpty, "the proxy gave up: Messaging never gets the token")
        #expect(app.journal.count("token") == 1)
        #expect(app.errors.isEmpty, "the runtime names no SDK; doctor reports the launch order")
    }

    @Test func firebaseConfiguredInALaunchTaskGetsItsProxy() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system { SubclassApp(atLaunch: { firebase.configure() }) }
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system)

        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(app.journal.count("token") == 1)
        #expect(app.errors.isEmpty)
    }

    /// With the proxy turned off, the token comes from a service (the article's recipe), so configuring early
    /// loses nothing.
    @Test func firebaseConfiguredEarlyWithTheProxyOffLosesNothing() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system(
            { SubclassApp(duringCreation: { firebase.configure() }) },
            infoDictionary: ["FirebaseAppDelegateProxyEnabled": false])
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system)

        #expect(firebase.notices.count == 1)
        #expect(app.errors.isEmpty)
    }

    /// Configured after launch, the proxy still finds the delegate.
    @Test func firebaseConfiguredAfterLaunchGetsItsProxy() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = Self.system { SubclassApp() }
        let app = try #require(system.application.delegate as? SubclassApp)

        _ = try SwizzledRun.deliverAll(system) { firebase.configure() }

        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(app.errors.isEmpty)
    }
}
