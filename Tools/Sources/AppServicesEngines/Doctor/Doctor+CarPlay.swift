extension Doctor {
    /// The scene class CarPlay creates for each of its session roles (the iPhoneOS 26.2 SDK's CarPlay headers).
    static let carPlaySceneClasses = [
        "CPTemplateApplicationSceneSessionRoleApplication": "CPTemplateApplicationScene",
        "CPTemplateApplicationDashboardSceneSessionRoleApplication": "CPTemplateApplicationDashboardScene",
        "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication":
            "CPTemplateApplicationInstrumentClusterScene",
    ]

    /// The Info.plist's CarPlay scene configurations, held against Apple's Information Property List reference.
    ///
    /// - a `UISceneClassName` other than the role's own class is an error (omitting the key is fine);
    /// - a `ServicesSceneDelegate` delegate class is an error: a CarPlay role's delegate must adopt
    ///   `CPTemplateApplicationSceneDelegate`, as `ServicesCarPlaySceneDelegate` does;
    /// - a dashboard configuration without `CPSupportsDashboardNavigationScene` true is a warning: it never shows;
    /// - a note names the CarPlay entitlement, which doctor cannot check: without it CarPlay never connects.
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
