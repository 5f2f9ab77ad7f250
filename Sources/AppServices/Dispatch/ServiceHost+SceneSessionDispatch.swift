#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// A new scene has one configuration: the first non-nil answer wins, and without one the session keeps its
// own, from the Info.plist scene manifest.
extension ServiceHost {
    func dispatchConfigurationForConnecting(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let chosen = firstAnswer(
            .configurationForConnecting, (any SceneConfigurationService).self, describe: Self.configurationName
        ) {
            $0.application(application, configurationForConnecting: connectingSceneSession, options: options)
        }
        if let chosen { return chosen }
        let configuration = connectingSceneSession.configuration
        record(
            .configurationForConnecting,
            participants(.configurationForConnecting, (any SceneConfigurationService).self),
            merged: Self.configurationName(configuration) + " (session's own)")
        return configuration
    }

    private static func configurationName(_ configuration: UISceneConfiguration) -> String {
        configuration.name.map { "\"\($0)\"" } ?? "unnamed configuration"
    }
}
