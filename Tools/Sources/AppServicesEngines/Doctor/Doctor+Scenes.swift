import AppServices

extension Doctor {
    /// Scene services and the scene manifest, held against each other.
    ///
    /// - a scene service (or a `ServicesSceneDelegate` subclass) in an app that does not use scenes (no
    ///   `UIApplicationSceneManifest`, generated or written, and no configuration method) is an error: UIKit
    ///   never calls it;
    /// - a scene configuration naming a delegate class the sources do not declare is an error, unless the code
    ///   sets that configuration's class at run time (`configuration.delegateClass = SceneDelegate.self`, where
    ///   `configuration` is created with its name, or in `application(_:configurationForConnecting:options:)` on a
    ///   configuration whose name doctor cannot read);
    /// - scene services that no configuration reaches (none names `ServicesSceneDelegate` or a subclass, and no
    ///   service adopts `SceneConfigurationService`) are an error;
    /// - a configuration whose delegate is `ServicesSceneDelegate` (or a subclass) without a storyboard, while no
    ///   code makes a window for a scene (`UIWindow(windowScene:)`) or makes a window visible for
    ///   `ServicesSceneDelegate` to adopt, is a warning: nothing creates the window. A scene service alone does not
    ///   silence it: adopting `SceneWillConnectService` makes no window.
    var sceneFindings: [DoctorFinding] {
        let sceneServices = services.sorted.filter { !$0.sceneAdoptions.isEmpty }
        guard usesScenes else {
            return services.sorted.compactMap(findingWithoutManifest)
        }
        var findings: [DoctorFinding] = []
        for configuration in infoPlist.sceneConfigurations {
            guard let delegate = configuration.delegateClass else { continue }
            let keyPath = configuration.keyPath + ".UISceneDelegateClassName"
            if !services.isSceneDelegate(delegate) && !sources.declaredNames.contains(delegate)
                && !sources.delegateClassAssignments.contains(where: {
                    $0.overrides(configurationNamed: configuration.name)
                })
            {
                findings.append(
                    DoctorFinding(
                        .error, "unknownSceneDelegateClass", in: infoPlist.file, at: keyPath, type: delegate,
                        identifiers: [delegate],
                        "scene configuration \(configuration.displayName) names the delegate class "
                            + "'\(configuration.writtenDelegateClass ?? delegate)', which no source declares and which "
                            + "is not AppServices' \(ServiceTypes.sceneDelegateClass); UIKit cannot create the delegate"
                    ))
            } else if !sources.makesWindow && services.isSceneDelegate(delegate) && !configuration.hasStoryboard {
                findings.append(
                    DoctorFinding(
                        .warning, "sceneManifestWithoutSceneServices", in: infoPlist.file, at: keyPath, type: delegate,
                        identifiers: [delegate],
                        "scene configuration \(configuration.displayName) uses \(delegate) and names no storyboard, "
                            + "but no source makes a window with UIWindow(windowScene:), and the app delegate makes "
                            + "no window visible (makeKeyAndVisible()) for \(ServiceTypes.sceneDelegateClass) to "
                            + "adopt: nothing creates the scene's window"))
            }
        }
        let reached =
            infoPlist.sceneConfigurations.contains { $0.delegateClass.map(services.isSceneDelegate) ?? false }
            || sources.delegateClassAssignments.contains { services.isSceneDelegate($0.className) }
            || services.types.values.contains { type in
                type.adoptions.contains { $0.callbacks.contains(.configurationForConnecting) }
            }
        if !reached {
            findings += sceneServices.compactMap { type in
                type.sceneAdoptions.first.map { adoption in
                    DoctorFinding(
                        .error, "sceneServiceNotReached", at: adoption.location, type: type.name,
                        identifiers: [type.name, adoption.capability],
                        "\(type.name) adopts \(adoption), but no scene configuration in "
                            + "\(infoPlist.file) names \(ServiceTypes.sceneDelegateClass) or a subclass, and no "
                            + "service adopts SceneConfigurationService: its scene callbacks never run")
                }
            }
        }
        return findings
    }

    private func findingWithoutManifest(_ type: ServiceTypes.ServiceType) -> DoctorFinding? {
        let cause: (location: SourceLine, phrase: String, identifier: String)
        if let adoption = type.sceneAdoptions.first {
            cause = (adoption.location, "adopts \(adoption)", adoption.capability)
        } else if let location = type.sceneDelegateLocation {
            cause = (location, "subclasses \(ServiceTypes.sceneDelegateClass)", ServiceTypes.sceneDelegateClass)
        } else {
            return nil
        }
        return DoctorFinding(
            .error, "sceneServiceWithoutSceneManifest", at: cause.location, type: type.name,
            identifiers: [InfoPlist.sceneManifestKey, cause.identifier],
            "\(type.name) \(cause.phrase), but \(infoPlist.file) has no \(InfoPlist.sceneManifestKey): the app "
                + "does not use scenes, so UIKit never calls it; add a scene manifest whose configuration names "
                + "\(ServiceTypes.sceneDelegateClass)")
    }
}
