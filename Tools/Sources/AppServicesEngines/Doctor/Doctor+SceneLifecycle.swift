import AppServices

extension Doctor {
    /// A delegate callback that a type of the app implements as a plain method, not through a capability.
    struct PlainCallback {
        var type: String
        var callback: DelegateCallback
        var location: SourceLine
    }

    /// The app's own app delegate classes: those whose inheritance reaches `UIApplicationDelegate` or
    /// `ServicesAppDelegate`, in name order.
    var appDelegateTypes: [String] {
        sources.inheritance.keys.filter { name in
            sources.declaredNames.contains(name) && !sources.protocolsAndAliases.contains(name)
                && sources.inheritance[name, default: []].contains { entry in
                    let reached = ServiceTypes.libraryNames(reachedFrom: entry.name, in: sources.inheritance)
                    return reached.contains("UIApplicationDelegate") || reached.contains("ServicesAppDelegate")
                }
        }.sorted()
    }

    /// The app delegate's own methods that are `UIApplicationDelegate` callbacks, in file and line order.
    var appDelegateCallbacks: [PlainCallback] {
        let delegates = Set(appDelegateTypes)
        return sources.methods.filter { delegates.contains($0.type) }.compactMap { method in
            let name = method.isAsync ? method.swiftName + " async" : method.swiftName
            let callback = DelegateCallback.allCases.first { callback in
                callback.delegate == .application
                    && (method.isAsync ? callback.asyncSwiftName == name : callback.swiftName == name)
            }
            return callback.map { PlainCallback(type: method.type, callback: $0, location: method.location) }
        }
    }

    /// Whether UIKit runs the app with scenes: it adopts the scene life cycle, as TN3187 requires of an app built with the iOS 27 SDK.
    ///
    /// By ``SceneAdoptionRule``: a scene configuration in Info.plist, the app delegate's
    /// `application(_:configurationForConnecting:options:)` (its own or a service's), or SwiftUI's `App`. A scene
    /// manifest Xcode generates counts only for a SwiftUI app, which adopts anyway: a UIKit app's holds no
    /// configuration.
    var usesScenes: Bool {
        SceneAdoptionRule.adopts(
            declaresConfiguration: !infoPlist.sceneConfigurations.isEmpty,
            choosesConfigurationsInCode: appDelegateCallbacks.contains { $0.callback == .configurationForConnecting }
                || services.adoption(of: .configurationForConnecting) != nil,
            isSwiftUIApp: isSwiftUIApp)
    }

    /// Whether some type adopts SwiftUI's `App`, whose scenes SwiftUI hosts and gives their windows.
    var isSwiftUIApp: Bool {
        sources.inheritance.values.contains { $0.contains { $0.name == "App" } }
    }

    /// The scene life cycle, held against the app delegate.
    ///
    /// - an app delegate in an app that does not adopt the scene life cycle is an error: built with the iOS 27
    ///   SDK, the app fails to launch;
    /// - in an app that uses scenes, each of the app delegate's own methods UIKit no longer calls is a warning
    ///   naming the scene delegate method that replaces it. Services adopting the app-level capabilities are
    ///   not: the library delivers those events in both life cycles.
    var sceneLifecycleFindings: [Finding] {
        guard usesScenes else {
            let subclassed = Set(sources.inheritance.values.flatMap { $0.map(\.name) })
            return appDelegateTypes.filter { !subclassed.contains($0) }.compactMap(launchFailure)
        }
        return appDelegateCallbacks.compactMap { plain in
            SceneEraReplacement.replacements[plain.callback].map { replacement in
                if let calls = sources.delegateCallbackCalls[plain.callback.swiftName] {
                    return calledByTheApp(plain, at: calls)
                }
                let coldLaunch =
                    SceneEraReplacement.arrivingAtColdLaunch.contains(plain.callback)
                    ? " (at a cold launch, the connection options of scene(_:willConnectTo:options:))" : ""
                return Finding(
                    .warning, "delegateMethodNotCalledWithScenes", at: plain.location, type: plain.type,
                    identifiers: [plain.callback.swiftName, replacement.swiftName],
                    "\(plain.type) implements \(plain.callback.swiftName), which UIKit does not call in an app that "
                        + "uses scenes; move it to the scene delegate's \(replacement.swiftName)\(coldLaunch), or "
                        + "into a service adopting \(plain.callback.capabilityName), which AppServices calls in both "
                        + "life cycles")
            }
        }
    }

    /// A note on a callback UIKit no longer calls but the app calls itself (from a notification handler, say): its
    /// code still runs through those calls, so moving it to a scene callback would run it twice.
    private func calledByTheApp(_ plain: PlainCallback, at calls: [SourceLine]) -> Finding {
        Finding(
            .note, "delegateMethodCalledByTheApp", at: plain.location, type: plain.type,
            identifiers: [plain.callback.swiftName],
            "\(plain.type) implements \(plain.callback.swiftName), which UIKit does not call in an app that uses "
                + "scenes; the app calls it itself (\(calls.map { "\($0.file):\($0.line)" }.joined(separator: ", "))), so those "
                + "calls run it: keep it where they reach it")
    }

    /// The iOS 27 launch failure held against another Info.plist of the app (one per build configuration):
    /// `other`'s errors of ``sceneLifecycleFindings``.
    package func sceneLifecycleErrors(in other: InfoPlist) -> [Finding] {
        Doctor(infoPlist: other, sources: sources, manifests: nil, project: project).sceneLifecycleFindings.filter {
            $0.severity == .error
        }
    }

    private func launchFailure(_ delegate: String) -> Finding? {
        guard let location = sources.inheritance[delegate]?.first?.location else { return nil }
        let manifest = InfoPlist.sceneManifestKey
        let method = DelegateCallback.configurationForConnecting.swiftName
        return Finding(
            .error, "sceneLifecycleRequired", at: location, type: delegate, identifiers: [manifest, method],
            "\(delegate) is the app delegate, but \(infoPlist.file) has no \(manifest) with a scene configuration "
                + (infoPlist.hasSceneManifest
                    ? "(it declares \(manifest) with no scene configuration in \(InfoPlist.sceneConfigurationsKey), "
                        + "which TN3187 counts as not adopting scenes) " : "")
                + (project?.generatesSceneManifest == true
                    ? "(the Xcode project sets \(XcodeProject.sceneManifestGenerationKey) = YES, but for a UIKit app "
                        + "the manifest Xcode generates has no scene configuration) " : "")
                + "and \(delegate) does not implement \(method): built with the iOS 27 SDK the app fails to launch "
                + "(TN3187, UIScene life cycle is required); add a \(manifest) whose \(InfoPlist.sceneConfigurationsKey) "
                + "name a scene delegate such as a subclass of \(ServiceTypes.sceneDelegateClass) (in the Info.plist, "
                + "not by generating the manifest), or adopt "
                + "\(DelegateCallback.configurationForConnecting.capabilityName) in a service")
    }
}
