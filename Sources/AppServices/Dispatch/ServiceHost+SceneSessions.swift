#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Scene sessions at the application level. A new scene has one configuration: the first non-nil answer
// wins, and without one the session keeps its own, from the Info.plist scene manifest. The method is
// advertised only when a service adopts the capability, since implementing it overrides the manifest.
// Discarded sessions are broadcast.
extension ServiceHost {
    /// Asks the ``SceneConfigurationService`` services in order for the configuration of a new scene, until
    /// one answers; later services are not asked.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - connectingSceneSession: The new scene's session.
    ///   - options: Why the scene is being created.
    /// - Returns: The first non-`nil` configuration, or else `connectingSceneSession.configuration`.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        var asked: [any SceneConfigurationService] = []
        for service in participants((any SceneConfigurationService).self) {
            asked.append(service)
            if let configuration = service.application(
                application, configurationForConnecting: connectingSceneSession, options: options)
            {
                record(Self.sceneConfiguration, asked, merged: Self.configurationName(configuration))
                return configuration
            }
        }
        let configuration = connectingSceneSession.configuration
        record(Self.sceneConfiguration, asked, merged: Self.configurationName(configuration) + " (session's own)")
        return configuration
    }

    /// Tells every ``SceneSessionDiscardService``, in order, that scene sessions were discarded.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - sceneSessions: The discarded sessions.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        broadcast(Self.discardSceneSessions, to: (any SceneSessionDiscardService).self) {
            $0.application(application, didDiscardSceneSessions: sceneSessions)
        }
    }

    private static func configurationName(_ configuration: UISceneConfiguration) -> String {
        configuration.name.map { "\"\($0)\"" } ?? "unnamed configuration"
    }

    fileprivate nonisolated static let sceneConfiguration =
        "application:configurationForConnectingSceneSession:options:"
    fileprivate nonisolated static let discardSceneSessions = "application:didDiscardSceneSessions:"
}

extension DelegateSelectorTable {
    static let appSceneSessionRows: [Row] = [
        row(ServiceHost.sceneConfiguration, .application, (any SceneConfigurationService).self),
        row(ServiceHost.discardSceneSessions, .application, (any SceneSessionDiscardService).self),
    ]
}
