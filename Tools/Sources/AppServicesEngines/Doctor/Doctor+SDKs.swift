import AppServices

extension Doctor {
    /// The APNs callbacks Firebase's app-delegate proxy adds and OneSignal swaps in place.
    static let swizzledPushCallbacks: Set<DelegateCallback> = [
        .didRegisterForRemoteNotifications, .didFailToRegisterForRemoteNotifications,
        .didReceiveRemoteNotificationWithFetch,
    ]

    /// Findings about the SDKs that reach into the app delegate (the article "Working beside Firebase, OneSignal,
    /// Airship and Braze" explains each and its severity): an error for a token, a notification or a callback lost
    /// on every launch, a warning for one that may be lost, or only for a launch.
    var sdkFindings: [Finding] {
        let uses = sources.sdkUses
        return adaptorFindings(uses) + manualCallFindings(uses) + creationFindings(uses) + oneSignalFindings(uses)
            + launchOrderFindings(uses)
    }

    /// The background modes an SDK's swizzled methods need although no service adopts their capability:
    /// `remote-notification` when Firebase with its proxy on, OneSignal, or Airship with automatic setup handles
    /// remote notifications.
    var modesNeededBySDKs: Set<String> {
        let uses = sources.sdkUses
        let airship = uses.present.contains(.airship) && !uses.airshipAutomaticSetupOff
        return firebaseProxiesPush || airship || uses.present.contains(.oneSignal) ? ["remote-notification"] : []
    }

    /// The Firebase modules whose components make the app-delegate proxy add the push methods (Messaging and Auth,
    /// and the umbrella module that brings them).
    static let firebasePushModules = ["Firebase", "FirebaseMessaging", "FirebaseAuth"]

    /// Whether Firebase's app-delegate proxy is on and adds the push methods: Messaging or Auth is imported and the
    /// Info.plist does not turn the proxy off.
    private var firebaseProxiesPush: Bool {
        infoPlist.firebaseProxyOffKey == nil && Self.firebasePushModules.contains { sources.sdkUses.imports[$0] != nil }
    }

    private var pushAdopters: [String] {
        services.sorted.filter { type in
            type.adoptions.contains { !Self.swizzledPushCallbacks.isDisjoint(with: $0.callbacks) }
        }.map(\.name)
    }

    private func reachesServicesAppDelegate(_ type: String?) -> Bool {
        guard let type else { return false }
        return ServiceTypes.libraryNames(reachedFrom: type, in: sources.inheritance).contains("ServicesAppDelegate")
    }

    /// Whether `type` is a service: it adopts a capability, or `ApplicationService` or a protocol refining it
    /// without callbacks, such as `LaunchTaskProviding`.
    private func isService(_ type: String) -> Bool {
        services.types[type] != nil
            || ServiceTypes.libraryNames(reachedFrom: type, in: sources.inheritance).contains {
                $0 == "ApplicationService" || $0 == "LaunchTaskProviding" || $0 == "ContextualService"
            }
    }

    /// The library adds the push methods its services handle to SwiftUI's delegate in `willFinishLaunching`, so
    /// Firebase's proxy finds them when Firebase is configured after that, in a launch task; configured anywhere
    /// else (`App.init`, `didFinishLaunching`), the proxy may set up before they exist.
    private func adaptorFindings(_ uses: SDKUses) -> [Finding] {
        let adopters = pushAdopters
        guard firebaseProxiesPush, !adopters.isEmpty,
            !uses.launchTasks.contains(where: { $0.configures.contains(.firebase) })
        else { return [] }
        return uses.delegateAdaptors.filter { reachesServicesAppDelegate($0.type) }.map { adaptor in
            Finding(
                .warning, "firebaseProxyBehindSwiftUIAdaptor", at: adaptor.location, type: adaptor.type,
                identifiers: [adaptor.type, InfoPlist.firebaseProxyKeys[0]] + adopters,
                "\(adaptor.type) is a ServicesAppDelegate behind SwiftUI's @UIApplicationDelegateAdaptor and "
                    + "Firebase's app-delegate proxy is on, but no launch task configures Firebase: the library adds "
                    + "the push methods \(adopters.joined(separator: ", ")) handle to SwiftUI's delegate in "
                    + "willFinishLaunching, and the proxy sees them only if Firebase is configured after that; "
                    + "configure it in a launch task, or set \(InfoPlist.firebaseProxyKeys[0]) to NO in "
                    + "\(infoPlist.file) and make Firebase's calls from services")
        }
    }

    private func manualCallFindings(_ uses: SDKUses) -> [Finding] {
        guard let off = infoPlist.firebaseProxyOffKey else { return [] }
        var findings: [Finding] = []
        if let messaging = uses.messaging, uses.manualCalls[.messagingToken] == nil {
            findings.append(
                Finding(
                    .error, "firebaseMessagingTokenMissing", at: messaging, type: nil, identifiers: [off, "apnsToken"],
                    "\(off) is NO in \(infoPlist.file) and nothing sets Messaging.messaging().apnsToken: the app "
                        + "never gets an FCM token; set it in a service adopting DeviceTokenService"))
        }
        let authCalls: [(SDKUses.ManualCall, String)] = [
            (.authToken, "setAPNSToken(_:type:)"), (.authNotification, "canHandleNotification(_:)"),
            (.authURL, "canHandle(_:)"),
        ]
        let missing = authCalls.filter { uses.manualCalls[$0.0] == nil }.map(\.1)
        if let phone = uses.phoneSignIn, !missing.isEmpty {
            let redirectLost = uses.manualCalls[.authURL] == nil
            findings.append(
                Finding(
                    redirectLost ? .error : .warning, "firebaseAuthCallsMissing", at: phone, type: nil,
                    identifiers: [off] + missing,
                    "phone sign-in with \(off) NO in \(infoPlist.file) needs Auth.auth()'s manual calls, and "
                        + "\(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") never called: "
                        + (redirectLost
                            ? "the reCAPTCHA redirect never reaches Auth, so sign-in cannot finish"
                            : "Auth cannot verify the phone by silent push and falls back to reCAPTCHA")
                        + "; call them from services adopting DeviceTokenService, RemoteNotificationService and "
                        + "URLOpeningService"))
        }
        return findings
    }

    private func creationFindings(_ uses: SDKUses) -> [Finding] {
        uses.configurations.compactMap { configuration in
            guard let context = configuration.creationContext, let place = creationPlace(context) else { return nil }
            let call = configuration.sdk.configureCall
            let proxyLost = configuration.sdk == .firebase && firebaseProxiesPush
            let consequence =
                proxyLost
                ? "Firebase's app-delegate proxy then finds no delegate and gives up for the process: Messaging "
                    + "never gets the APNs token and phone sign-in never verifies by silent push"
                : "the SDK starts before the app runs"
            return Finding(
                proxyLost ? .error : .warning, "sdkConfiguredWhileServicesAreCreated", at: configuration.location,
                type: context.type, identifiers: [call, context.type ?? ""],
                "\(call) runs in \(place), before UIKit sets the app delegate; \(consequence); configure it in a "
                    + "launch task of the willFinishLaunching phase")
        }
    }

    /// How a message names `context`, when it runs while the app delegate is created.
    private func creationPlace(_ context: SDKUses.CreationContext) -> String? {
        switch context {
        case .getter(let name, let type):
            return reachesServicesAppDelegate(type) ? "\(type ?? "").\(name)" : nil
        case .initializer(let type):
            if isService(type) { return "the initializer of the service \(type)" }
            if appDelegateTypes.contains(type) { return "the initializer of the app delegate \(type)" }
            let isApp = sources.inheritance[type, default: []].contains { $0.name == "App" }
            return isApp ? "\(type).init, SwiftUI's App initializer" : nil
        }
    }

    /// OneSignal's token callback, lost when the app delegate is a `ServicesAppDelegate` that does not advertise
    /// it (``SwappedTokenCallbackRule``).
    private func oneSignalFindings(_ uses: SDKUses) -> [Finding] {
        guard let initialize = uses.configurations.first(where: { $0.sdk == .oneSignal }) else { return [] }
        let delegate = appDelegateTypes.first(where: reachesServicesAppDelegate)
        let advertised =
            uses.keepsTokenCallback
            || services.adoption(of: SwappedTokenCallbackRule.callback) != nil
            || appDelegateCallbacks.contains { $0.callback == SwappedTokenCallbackRule.callback }
        guard
            SwappedTokenCallbackRule.losesToken(
                isServicesAppDelegate: delegate != nil, advertisesTokenCallback: advertised),
            let delegate
        else { return [] }
        return [
            Finding(
                .error, "oneSignalTokenCallbackNotAdvertised", at: initialize.location, type: nil,
                identifiers: ["DeviceTokenService", SwappedTokenCallbackRule.callback.swiftName],
                SwappedTokenCallbackRule.consequence(for: delegate))
        ]
    }

    private func launchOrderFindings(_ uses: SDKUses) -> [Finding] {
        let byID = Dictionary(uses.launchTasks.compactMap { task in task.id.map { ($0, task) } }) { first, _ in first }
        let configuring = uses.launchTasks.filter { !$0.configures.isEmpty && $0.id != nil }
        return uses.launchTasks.filter(\.registersForPush).flatMap { push in
            let before = Self.dependencies(of: push, in: byID)
            return configuring.filter { configure in
                configure.location != push.location && !before.contains(configure.id ?? "")
                    && !(configure.runsInlineBeforeLaunchEnds && !push.runsInlineBeforeLaunchEnds)
            }.map { configure in
                let id = configure.id ?? ""
                let sdks = configure.configures.map(\.configureCall).joined(separator: " and ")
                return Finding(
                    .warning, "pushRegisteredBeforeSDKConfigured", at: push.location, type: nil,
                    identifiers: [push.id ?? "", id],
                    "launch task '\(push.id ?? "")' registers for remote notifications but does not depend on '\(id)', "
                        + "which calls \(sdks): the first device token of a launch may arrive before the SDK "
                        + "listens; add '\(id)' to its dependsOn")
            }
        }
    }

    /// The identifiers `task` depends on, directly or through other tasks.
    private static func dependencies(of task: SDKUses.LaunchTaskUse, in tasks: [String: SDKUses.LaunchTaskUse])
        -> Set<String>
    {
        var found: Set<String> = []
        var pending = task.dependencies
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += tasks[next]?.dependencies ?? []
        }
        return found
    }
}
