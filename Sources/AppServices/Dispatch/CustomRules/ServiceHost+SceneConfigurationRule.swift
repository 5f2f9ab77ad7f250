#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// A new scene has one configuration: the first answer other than the session's own wins (the session's own,
// from the Info.plist scene manifest, is no opinion), and without one the session keeps its own. The connection
// options seen here reach the app-level services and the launch context even where no ServicesSceneDelegate
// runs the scene (a SwiftUI app's scenes; see ServiceHost+LaunchIntent.swift).
extension ServiceHost {
    func dispatchConfigurationForConnecting(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        noteConfiguredConnection(connectingSceneSession, options: options)
        let own = connectingSceneSession.configuration
        let chosen = firstAnswer(
            .configurationForConnecting, (any SceneConfigurationService).self, describe: Self.configurationName
        ) { service -> UISceneConfiguration? in
            let answer = service.application(
                application, configurationForConnecting: connectingSceneSession, options: options)
            return Self.isSame(answer, as: own) ? nil : answer
        }
        if let chosen { return chosen }
        record(
            .configurationForConnecting,
            participants(.configurationForConnecting, (any SceneConfigurationService).self),
            merged: Self.configurationName(own) + " (session's own)")
        return own
    }

    /// Whether `answer` is the session's own configuration: the same object, or the same name, role and
    /// delegate class, as a service answers that returns `connectingSceneSession.configuration`.
    private static func isSame(_ answer: UISceneConfiguration, as own: UISceneConfiguration) -> Bool {
        answer === own
            || (answer.name == own.name && answer.role == own.role
                && answer.delegateClass.map(ObjectIdentifier.init) == own.delegateClass.map(ObjectIdentifier.init))
    }

    private static func configurationName(_ configuration: UISceneConfiguration) -> String {
        configuration.name.map { "\"\($0)\"" } ?? "unnamed configuration"
    }
}
