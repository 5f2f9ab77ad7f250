extension Doctor {
    /// The scene class CarPlay creates for each of its session roles (the iPhoneOS 26.2 SDK's CarPlay headers).
    static let carPlaySceneClasses = [
        "CPTemplateApplicationSceneSessionRoleApplication": "CPTemplateApplicationScene",
        "CPTemplateApplicationDashboardSceneSessionRoleApplication": "CPTemplateApplicationDashboardScene",
        "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication":
            "CPTemplateApplicationInstrumentClusterScene",
    ]

    /// The Info.plist's CarPlay scene configurations, held against what CarPlay accepts.
    ///
    /// Each finding follows what Apple's Information Property List reference says of the CarPlay roles:
    ///
    /// - a `UISceneClassName` other than the role's own class is an error: CarPlay supports no custom scene class
    ///   (omitting the key is fine);
    /// - a delegate class that is a `ServicesSceneDelegate` (or a subclass) is an error: a CarPlay role's delegate
    ///   must adopt `CPTemplateApplicationSceneDelegate`, which `ServicesCarPlaySceneDelegate` does for services;
    /// - a dashboard configuration without `CPSupportsDashboardNavigationScene` set to true is a warning: CarPlay
    ///   shows the dashboard scene only with it;
    /// - a note says what doctor cannot check: the CarPlay entitlement, which is in the app's entitlements and
    ///   provisioning profile, not in its Info.plist; without it CarPlay never connects the scene.
    var carPlayFindings: [Finding] {
        let configurations = infoPlist.sceneConfigurations.filter { Self.carPlaySceneClasses[$0.role] != nil }
        guard !configurations.isEmpty else { return [] }
        return configurations.flatMap(carPlayFindings)
            + [
                Finding(
                    .note, "carPlayEntitlementUnchecked", in: infoPlist.file,
                    at: "\(InfoPlist.sceneManifestKey).\(InfoPlist.sceneConfigurationsKey)", identifiers: [],
                    "the app configures a CarPlay scene; doctor cannot check the CarPlay entitlement "
                        + "(com.apple.developer.carplay-…), which the app's entitlements and provisioning profile "
                        + "hold: without it CarPlay never connects the scene")
            ]
    }

    private func carPlayFindings(_ configuration: InfoPlist.SceneConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let expected = Self.carPlaySceneClasses[configuration.role] ?? ""
        if let sceneClass = configuration.sceneClass, sceneClass != expected {
            findings.append(
                Finding(
                    .error, "carPlaySceneClass", in: infoPlist.file, at: configuration.keyPath + ".UISceneClassName",
                    type: sceneClass, identifiers: [sceneClass],
                    "CarPlay scene configuration \(configuration.displayName) names the scene class '\(sceneClass)': "
                        + "CarPlay creates only its own scene class for \(configuration.role); name \(expected) or "
                        + "leave the key out"))
        }
        if let delegate = configuration.delegateClass, services.isSceneDelegate(delegate) {
            findings.append(
                Finding(
                    .error, "carPlaySceneDelegate", in: infoPlist.file,
                    at: configuration.keyPath + ".UISceneDelegateClassName", type: delegate, identifiers: [delegate],
                    "CarPlay scene configuration \(configuration.displayName) uses \(delegate), a scene delegate for "
                        + "window scenes: a CarPlay scene's delegate must adopt CPTemplateApplicationSceneDelegate; "
                        + "use ServicesCarPlaySceneDelegate (the AppServicesCarPlay product) for services"))
        }
        if configuration.role == "CPTemplateApplicationDashboardSceneSessionRoleApplication",
            !infoPlist.supportsCarPlayDashboard
        {
            findings.append(
                Finding(
                    .warning, "carPlayDashboardNotEnabled", in: infoPlist.file, at: configuration.keyPath,
                    identifiers: [],
                    "CarPlay dashboard configuration \(configuration.displayName) is never used: the scene manifest "
                        + "does not set CPSupportsDashboardNavigationScene to true"))
        }
        return findings
    }
}
