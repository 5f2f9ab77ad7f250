import AppServices

extension Doctor {
    /// Scene services and the scene manifest, held against each other.
    ///
    /// - a scene service (or `ServicesSceneDelegate` subclass) in an app without scenes is an error: never called;
    /// - a configuration naming a delegate class the sources do not declare (in Swift or an Objective-C `@interface`)
    ///   is an error: UIKit creates the scene's delegate from that name, so nothing makes the window; a warning when
    ///   the code sets the class at run time or chooses configurations in its configuration method;
    /// - an undeclared `UISceneClassName` neither UIKit's nor CarPlay's is a warning (CarPlay: ``carPlayFindings``);
    /// - scene services no configuration reaches (via `ServicesSceneDelegate`, `SceneConfigurationService`): an error;
    /// - a `ServicesSceneDelegate` configuration without a storyboard, while no code makes a window for a scene or a
    ///   visible window to adopt, is a warning: nothing creates the window.
    var sceneFindings: [Finding] {
        let sceneServices = services.sorted.filter { !$0.sceneAdoptions.isEmpty }
        guard usesScenes else {
            return services.sorted.compactMap(findingWithoutManifest)
        }
        var findings: [Finding] = []
        let unknown = unknownSceneDelegateClasses
        let unknownScenes = undeclared(
            Set(infoPlist.sceneConfigurations.compactMap(\.sceneClass)).subtracting(Self.systemSceneClasses))
        for configuration in infoPlist.sceneConfigurations {
            if let sceneClass = configuration.sceneClass, unknownScenes.contains(sceneClass),
                Self.carPlaySceneClasses[configuration.role] == nil
            {
                findings.append(
                    Finding(
                        .warning, "unknownSceneClass", in: infoPlist.file,
                        at: configuration.keyPath + ".UISceneClassName", type: sceneClass, identifiers: [sceneClass],
                        "scene configuration \(configuration.displayName) names the scene class '\(sceneClass)', which "
                            + "is not a scene class of UIKit or CarPlay (\(Self.systemSceneClasses.sorted().joined(separator: ", "))) "
                            + "and which no source declares: UIKit cannot create a scene of that class; name "
                            + "UIWindowScene for a window"))
            }
            guard let delegate = configuration.delegateClass else { continue }
            let keyPath = configuration.keyPath + ".UISceneDelegateClassName"
            if unknown.contains(delegate) {
                findings.append(unknownDelegateClassFinding(configuration, delegate, at: keyPath))
            } else if !sources.makesWindow && services.isSceneDelegate(delegate) && !configuration.hasStoryboard {
                findings.append(
                    Finding(
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
            || services.adoption(of: .configurationForConnecting) != nil
        if !reached {
            findings += sceneServices.compactMap { type in
                type.sceneAdoptions.first.map { adoption in
                    Finding(
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

    /// The configurations' delegate classes that are not ``ServicesSceneDelegate`` or a subclass, and that no Swift
    /// source declares nor any Objective-C `@interface`.
    private var unknownSceneDelegateClasses: Set<String> {
        undeclared(
            Set(infoPlist.sceneConfigurations.compactMap(\.delegateClass).filter { !services.isSceneDelegate($0) }))
    }

    /// The scene classes of UIKit and CarPlay (the `UIScene` subclasses of the iOS 26.2 SDK's headers), which a
    /// `UISceneClassName` may name.
    static let systemSceneClasses = Set(["UIScene", "UIWindowScene"] + carPlaySceneClasses.values)

    /// Those of `names` that no Swift source declares (as a type, or a class's `@objc(Name)`) nor any Objective-C
    /// `@interface`.
    private func undeclared(_ names: Set<String>) -> Set<String> {
        let candidates = names.filter { !sources.declaredNames.contains($0) && !sources.objectiveCNames.contains($0) }
        return candidates.subtracting(ObjectiveCInterfaces.declared(among: candidates, in: sources.objectiveCFiles))
    }

    /// Where the app chooses scene configurations in code: its app delegate's
    /// `application(_:configurationForConnecting:options:)`, or a service adopting `SceneConfigurationService`.
    private var configurationMethodLocation: SourceLine? {
        appDelegateCallbacks.first { $0.callback == .configurationForConnecting }?.location
            ?? services.adoption(of: .configurationForConnecting)?.location
    }

    private func unknownDelegateClassFinding(
        _ configuration: InfoPlist.SceneConfiguration, _ delegate: String, at keyPath: String
    ) -> Finding {
        let named =
            "scene configuration \(configuration.displayName) names the delegate class "
            + "'\(configuration.writtenDelegateClass ?? delegate)', which no source declares (in Swift or with an "
            + "Objective-C @interface) and which is not AppServices' \(ServiceTypes.sceneDelegateClass)"
        let noDelegate =
            isSwiftUIApp
            ? "the scene connects without that delegate: SwiftUI still makes its window from the App's scenes, but "
                + "no callback of the class runs"
            : "the scene connects without a delegate: no scene callback runs and nothing makes its window"
        let severity: Finding.Severity
        let consequence: String
        if let assignment = sources.delegateClassAssignments.first(where: {
            $0.overrides(configurationNamed: configuration.name)
        }) {
            severity = .warning
            consequence =
                "the code sets this configuration's delegate class at run time (\(assignment.className) at "
                + "\(assignment.location.file):\(assignment.location.line)), so UIKit may never use this name; if it "
                + "does, \(noDelegate); name \(assignment.className) here, or remove the key"
        } else if let method = configurationMethodLocation {
            severity = .warning
            consequence =
                "the app chooses scene configurations in code (application(_:configurationForConnecting:options:) at "
                + "\(method.file):\(method.line)), so this entry may never be used; if that method returns this "
                + "configuration by name, \(noDelegate); name a declared class, or remove the entry"
        } else {
            severity = .error
            consequence = "UIKit cannot create the delegate, so \(noDelegate)"
        }
        return Finding(
            severity, "unknownSceneDelegateClass", in: infoPlist.file, at: keyPath, type: delegate,
            identifiers: [delegate], "\(named); \(consequence)")
    }

    private func findingWithoutManifest(_ type: ServiceTypes.ServiceType) -> Finding? {
        let cause: (location: SourceLine, phrase: String, identifier: String)
        if let adoption = type.sceneAdoptions.first {
            cause = (adoption.location, "adopts \(adoption)", adoption.capability)
        } else if let location = type.sceneDelegateLocation {
            cause = (location, "subclasses \(ServiceTypes.sceneDelegateClass)", ServiceTypes.sceneDelegateClass)
        } else {
            return nil
        }
        return Finding(
            .error, "sceneServiceWithoutSceneManifest", at: cause.location, type: type.name,
            identifiers: [InfoPlist.sceneManifestKey, cause.identifier],
            "\(type.name) \(cause.phrase), but \(infoPlist.file) has no \(InfoPlist.sceneManifestKey): the app "
                + "does not use scenes, so UIKit never calls it; add a scene manifest whose configuration names "
                + "\(ServiceTypes.sceneDelegateClass)")
    }
}
