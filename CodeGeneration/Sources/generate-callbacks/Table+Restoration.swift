// Interface orientation, state restoration, user activities, CloudKit shares and scene sessions.

let interfaceCallbacks: [Callback] = [
    Callback(
        "supportedInterfaceOrientations", .application, "application:supportedInterfaceOrientationsForWindow:",
        "func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask",
        summary: "Asks the delegate for the orientations the app supports in a window.",
        capability: "InterfaceOrientationService",
        doc: ["A service that constrains the orientations the app supports.", "",
              "Each answer is a constraint, so the answers intersect; `nil` leaves the decision to the others and,",
              "with no answer at all, to the Info.plist. An empty intersection, which UIKit rejects, falls back to",
              "the Info.plist with a warning naming the services. Adopting it makes UIKit ask the delegate instead",
              "of reading the Info.plist, so it is advertised only while a service adopts it."],
        concern: .interface,
        rule: .custom(
            function: "dispatchSupportedInterfaceOrientations",
            rule: "Adopters' non-nil answers intersect; the Info.plist's orientations with none, or when the intersection is empty (with a warning naming the services)."),
        available: [.tvOSUnavailable], replicaDefault: "return application.supportedInterfaceOrientations(for: window)",
        answer: "supportedInterfaceOrientations", arguments: "window == nil ? \"no window\" : \"window\"",
        serviceSignature:
            "func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask?"),
]

let restorationCallbacks: [Callback] = [
    Callback(
        "restorationViewController", .application, "application:viewControllerWithRestorationIdentifierPath:coder:",
        "func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?",
        summary: "Asks the delegate for the view controller for a restoration path.",
        capability: "RestorationViewControllerService",
        doc: ["A service that recreates view controllers during state restoration.", "",
              "Adopters are asked in order; the first non-nil view controller wins."],
        concern: .stateRestoration, rule: .firstNonNil(describe: "String(describing: type(of: $0))"),
        replicaDefault: "return nil", answer: "restorationViewController",
        arguments: "identifierComponents.joined(separator: \"/\")"),
    Callback(
        "shouldSaveSecureApplicationState", .application, "application:shouldSaveSecureApplicationState:",
        "func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool",
        summary: "Asks the delegate whether to save the app's state securely.",
        capability: "SecureStateSavingService",
        doc: ["A service that opts the app into saving its state.", "",
              "Every adopter is asked, in order; the state is saved only if all say yes."],
        concern: .stateRestoration, rule: .allMustAllow(withNone: false), replicaDefault: "return false",
        answer: "savesApplicationState"),
    Callback(
        "shouldRestoreSecureApplicationState", .application, "application:shouldRestoreSecureApplicationState:",
        "func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool",
        summary: "Asks the delegate whether to restore the app's saved state.",
        capability: "SecureStateRestoringService",
        doc: ["A service that opts the app into restoring its saved state.", "",
              "Every adopter is asked, in order; the state is restored only if all say yes."],
        concern: .stateRestoration, rule: .allMustAllow(withNone: false), replicaDefault: "return false",
        answer: "restoresApplicationState"),
    Callback(
        "willEncodeRestorableState", .application, "application:willEncodeRestorableStateWithCoder:",
        "func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)",
        summary: "Tells the delegate to save app-level state.",
        capability: "StateEncodingService",
        doc: ["A service that encodes its app-level state into the restoration archive.", "",
              "Every adopter is told, in order, with one shared coder: use keys of your own."],
        concern: .stateRestoration, rule: .broadcast(reversed: false)),
    Callback(
        "didDecodeRestorableState", .application, "application:didDecodeRestorableStateWithCoder:",
        "func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)",
        summary: "Tells the delegate to restore app-level state.",
        capability: "StateDecodingService",
        doc: ["A service that decodes its app-level state from the restoration archive.", "",
              "Every adopter is told, in order, with one shared coder."],
        concern: .stateRestoration, rule: .broadcast(reversed: false)),
    Callback(
        "shouldSaveApplicationState", .application, "application:shouldSaveApplicationState:",
        "func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool",
        summary: "Asks the delegate whether to save the app's state (deprecated).",
        capability: "LegacyStateSavingService",
        doc: ["A service with restoration code written for `application(_:shouldSaveApplicationState:)`."],
        concern: .deprecated, rule: .allMustAllow(withNone: false),
        available: [.iOS("6.0", deprecated: "13.2", "Use application:shouldSaveSecureApplicationState:")],
        replicaDefault: "return false", answer: "savesApplicationState"),
    Callback(
        "shouldRestoreApplicationState", .application, "application:shouldRestoreApplicationState:",
        "func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool",
        summary: "Asks the delegate whether to restore the app's state (deprecated).",
        capability: "LegacyStateRestoringService",
        doc: ["A service with restoration code written for `application(_:shouldRestoreApplicationState:)`."],
        concern: .deprecated, rule: .allMustAllow(withNone: false),
        available: [.iOS("6.0", deprecated: "13.2", "Use application:shouldRestoreSecureApplicationState:")],
        replicaDefault: "return false", answer: "restoresApplicationState"),
]

let activityCallbacks: [Callback] = [
    Callback(
        "willContinueUserActivity", .application, "application:willContinueUserActivityWithType:",
        "func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool",
        summary: "Tells the delegate that a user activity of a type is about to be continued.",
        capability: "WillContinueUserActivityService",
        doc: ["A service that shows its own progress UI while a Handoff activity is downloaded.", "",
              "Every adopter is told; the answer is `true` if any service shows its own UI."],
        concern: .userActivities, rule: .anyHandled, replicaDefault: "return false",
        answer: "continuesUserActivity", arguments: "userActivityType"),
    Callback(
        "continueUserActivity", .application, "application:continueUserActivity:restorationHandler:",
        "func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool",
        summary: "Asks the delegate to continue a user activity.",
        capability: "ContinueUserActivityService",
        doc: ["A service that continues user activities: Handoff, universal links, Spotlight results.", "",
              "Services are asked in order; the first that returns `true` owns the activity, later ones are not",
              "asked, and only the owner's calls of the restoration handler reach the system."],
        concern: .userActivities,
        rule: .custom(
            function: "dispatchContinueUserActivity",
            rule: "Adopters in order; the first `true` owns the activity and later ones are not asked; only the owner's restoration handler reaches the system; `false` with none."),
        replicaDefault: "return false", handWrittenRecording: true),
    Callback(
        "didFailToContinueUserActivity", .application, "application:didFailToContinueUserActivityWithType:error:",
        "func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)",
        summary: "Tells the delegate that a user activity could not be continued.",
        capability: "UserActivityFailureService",
        doc: ["A service that learns that a user activity could not be continued.", "",
              "Every adopter is told, in dispatch order."],
        concern: .userActivities, rule: .broadcast(reversed: false),
        arguments: "\"\\(userActivityType), \\(error)\""),
    Callback(
        "didUpdateUserActivity", .application, "application:didUpdateUserActivity:",
        "func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)",
        summary: "Tells the delegate that a user activity was updated.",
        capability: "UserActivityUpdateService",
        doc: ["A service that follows updates of the app's current user activity.", "",
              "Every adopter is told, in dispatch order."],
        concern: .userActivities, rule: .broadcast(reversed: false), arguments: "userActivity.activityType"),
    Callback(
        "userDidAcceptCloudKitShare", .application, "application:userDidAcceptCloudKitShareWithMetadata:",
        "func application(_ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)",
        summary: "Tells the delegate that the user accepted a CloudKit share.",
        capability: "CloudKitShareService",
        doc: ["A service that opens CloudKit shares the user accepted.", "",
              "Every adopter is told, in dispatch order; each acts only on the containers it owns."],
        concern: .cloudKitShares, rule: .broadcast(reversed: false),
        arguments: "cloudKitShareMetadata.containerIdentifier"),
]

let sceneSessionCallbacks: [Callback] = [
    Callback(
        "configurationForConnecting", .application, "application:configurationForConnectingSceneSession:options:",
        "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration",
        summary: "Asks the delegate for the configuration of a scene being created.",
        capability: "SceneConfigurationService",
        doc: ["A service that chooses the configuration of new scenes.", "",
              "The first non-nil answer in order wins; with none the session keeps its own configuration from the",
              "Info.plist scene manifest. Adopting it overrides the manifest, so it is advertised only while a",
              "service adopts it."],
        concern: .sceneSessions,
        rule: .custom(
            function: "dispatchConfigurationForConnecting",
            rule: "Adopters in order; the first non-nil configuration wins; the session's own (from the Info.plist) with none."),
        replicaDefault: "return connectingSceneSession.configuration", answer: "sceneConfiguration",
        arguments: "connectingSceneSession.role.rawValue",
        serviceSignature:
            "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration?"),
    Callback(
        "didDiscardSceneSessions", .application, "application:didDiscardSceneSessions:",
        "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)",
        summary: "Tells the delegate that the user closed scene sessions.",
        capability: "SceneSessionDiscardService",
        doc: ["A service that deletes the state it kept for scene sessions the user closed.", "",
              "Every adopter is told, in dispatch order."],
        concern: .sceneSessions, rule: .broadcast(reversed: false), arguments: "\"\\(sceneSessions.count) sessions\""),
]
