// UISceneDelegate (UIScene.h), UIWindowSceneDelegate (UIWindowScene.h) and UNUserNotificationCenterDelegate
// (UNUserNotificationCenter.h).

private func sceneBroadcast(
    id: String, selector: String, signature: String, summary: String, capability: String, doc: [String],
    reversed: Bool = false, arguments: String = "", handWrittenForwarder: Bool = false, bridge: Bridge? = nil
) -> Callback {
    Callback(
        id: id, delegate: .scene, selector: selector, signature: signature, summary: summary, capability: capability, doc: doc, concern: .scenes,
        rule: bridge.map { .custom(function: $0.function, rule: $0.rule) } ?? .broadcast(reversed: reversed),
        arguments: arguments, advertising: bridge.map { .custom($0.predicate) } ?? .whenAdopted,
        handWrittenForwarder: handWrittenForwarder)
}

/// A scene callback that also delivers an app-level event (ServiceHost+SceneBridge.swift): the host function
/// that dispatches it, the rule the "Merge rules" article gives, and the predicate that advertises it.
struct Bridge {
    var function: String
    var rule: String
    var predicate: String
}

let sceneCallbacks: [Callback] = [
    sceneBroadcast(
        id: "sceneWillConnect", selector: "scene:willConnectToSession:options:",
        signature: "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)",
        summary: "Tells the delegate that a scene is being added to the app.", capability: "SceneWillConnectService",
        doc: ["A service that sets up per-scene state as a scene connects.", "",
              "Every adopter is told, in service order. The connection options carry the URLs, user activities,",
              "quick action, notification response and CloudKit share that caused the connection."],
        arguments: "Self.describe(connectionOptions)", handWrittenForwarder: true,
        bridge: Bridge(
            function: "dispatchSceneWillConnect",
            rule: "Every adopter, in order; then what the connection options carry reaches the app-level services, as at a launch without scenes: each URL the `application(_:open:options:)` chain, each user activity `application(_:willContinueUserActivityWithType:)` and the `application(_:continue:restorationHandler:)` chain, the quick action `application(_:performActionFor:completionHandler:)`, the CloudKit share `application(_:userDidAcceptCloudKitShareWith:)`.",
            predicate: "advertisesSceneWillConnect")),
    sceneBroadcast(
        id: "sceneDidDisconnect", selector: "sceneDidDisconnect:", signature: "func sceneDidDisconnect(_ scene: UIScene)",
        summary: "Tells the delegate that a scene was removed from the app.", capability: "SceneDidDisconnectService",
        doc: ["A service that tears down per-scene state as a scene disconnects.", "",
              "Every adopter is told, in reverse service order (teardown); the session may reconnect later."],
        reversed: true, handWrittenForwarder: true),
    sceneBroadcast(
        id: "sceneDidBecomeActive", selector: "sceneDidBecomeActive:", signature: "func sceneDidBecomeActive(_ scene: UIScene)",
        summary: "Tells the delegate that a scene became active.", capability: "SceneDidBecomeActiveService",
        doc: ["A service that starts foreground work when a scene becomes active.", "",
              "Every adopter is told, in service order."],
        bridge: Bridge(
            function: "dispatchSceneDidBecomeActive",
            rule: "When it is the first active scene, the app-level `applicationDidBecomeActive(_:)` adopters first; then every adopter, in order.",
            predicate: "advertisesSceneDidBecomeActive")),
    sceneBroadcast(
        id: "sceneWillResignActive", selector: "sceneWillResignActive:", signature: "func sceneWillResignActive(_ scene: UIScene)",
        summary: "Tells the delegate that a scene is about to become inactive.", capability: "SceneWillResignActiveService",
        doc: ["A service that pauses foreground work when a scene is about to become inactive.", "",
              "Every adopter is told, in reverse service order (teardown)."],
        reversed: true,
        bridge: Bridge(
            function: "dispatchSceneWillResignActive",
            rule: "Every adopter, reverse order; then, when no other scene stays active, the app-level `applicationWillResignActive(_:)` adopters.",
            predicate: "advertisesSceneWillResignActive")),
    sceneBroadcast(
        id: "sceneWillEnterForeground", selector: "sceneWillEnterForeground:", signature: "func sceneWillEnterForeground(_ scene: UIScene)",
        summary: "Tells the delegate that a scene is about to enter the foreground.",
        capability: "SceneWillEnterForegroundService",
        doc: ["A service that refreshes a scene's state as it returns to the foreground.", "",
              "Every adopter is told, in service order."],
        bridge: Bridge(
            function: "dispatchSceneWillEnterForeground",
            rule: "When the app was in the background, the app-level `applicationWillEnterForeground(_:)` adopters first; then every adopter, in order.",
            predicate: "advertisesSceneWillEnterForeground")),
    sceneBroadcast(
        id: "sceneDidEnterBackground", selector: "sceneDidEnterBackground:", signature: "func sceneDidEnterBackground(_ scene: UIScene)",
        summary: "Tells the delegate that a scene entered the background.", capability: "SceneDidEnterBackgroundService",
        doc: ["A service that saves a scene's state as it enters the background.", "",
              "Every adopter is told, in reverse service order (teardown)."],
        reversed: true,
        bridge: Bridge(
            function: "dispatchSceneDidEnterBackground",
            rule: "Every adopter, reverse order; then, when it was the last scene in the foreground, the app-level `applicationDidEnterBackground(_:)` adopters.",
            predicate: "advertisesSceneDidEnterBackground")),
    sceneBroadcast(
        id: "sceneOpenURLContexts", selector: "scene:openURLContexts:",
        signature: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
        summary: "Asks the delegate to open URLs.", capability: "SceneURLOpeningService",
        doc: ["A service that opens URLs in a scene.", "",
              "Every adopter is told, in service order, because UIKit's method returns nothing: each opens the URLs",
              "it knows and ignores the others."],
        arguments: "URLContexts.map(\\.url.absoluteString).sorted().joined(separator: \", \")",
        bridge: Bridge(
            function: "dispatchSceneOpenURLContexts",
            rule: "Each URL first enters the `application(_:open:options:)` chain; every adopter, in order, then gets the URLs no app-level service opened (no call when none is left).",
            predicate: "advertisesSceneOpenURLContexts")),
    Callback(
        id: "stateRestorationActivity", delegate: .scene, selector: "stateRestorationActivityForScene:",
        signature: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?",
        summary: "Asks the delegate for the activity to restore the scene's state from later.",
        capability: "SceneStateRestorationActivityService",
        doc: ["A service that provides the activity a scene's state is restored from later.", "",
              "Adopters are asked in order; the first non-nil activity wins and later services are not asked."],
        concern: .scenes, rule: .firstNonNil(describe: "$0.activityType"), replicaDefault: "return nil",
        answer: "stateRestorationActivity"),
    sceneBroadcast(
        id: "sceneRestoreInteractionState", selector: "scene:restoreInteractionStateWithUserActivity:",
        signature: "func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)",
        summary: "Tells the delegate to restore the scene's interaction state (first in the iOS 15.0 SDK).",
        capability: "SceneInteractionStateRestorationService",
        doc: ["A service that restores a scene's interaction state from its restoration activity.", "",
              "Every adopter is told, in service order."],
        arguments: "stateRestorationActivity.activityType"),
    sceneBroadcast(
        id: "sceneWillContinueUserActivity", selector: "scene:willContinueUserActivityWithType:",
        signature: "func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)",
        summary: "Tells the delegate that a user activity of a type is about to be continued.",
        capability: "SceneWillContinueUserActivityService",
        doc: ["A service that prepares a scene for a user activity about to be continued.", "",
              "Every adopter is told, in service order."],
        arguments: "userActivityType",
        bridge: Bridge(
            function: "dispatchSceneWillContinueUserActivity",
            rule: "The app-level `application(_:willContinueUserActivityWithType:)` adopters (their answers go nowhere), then every adopter, in order.",
            predicate: "advertisesSceneWillContinueUserActivity")),
    sceneBroadcast(
        id: "sceneContinueUserActivity", selector: "scene:continueUserActivity:",
        signature: "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)",
        summary: "Asks the delegate to continue a user activity.", capability: "SceneContinueUserActivityService",
        doc: ["A service that continues user activities in a scene: Handoff, universal links, Spotlight results.",
              "", "Every adopter is told, in service order, because UIKit's method returns nothing: each continues",
              "the activities it knows."],
        arguments: "userActivity.activityType",
        bridge: Bridge(
            function: "dispatchSceneContinueUserActivity",
            rule: "The `application(_:continue:restorationHandler:)` chain first (the first `true` owns the activity, and the host restores the objects its owner passes, as UIKit does); unless an app-level service owns it, every adopter, in order.",
            predicate: "advertisesSceneContinueUserActivity")),
    sceneBroadcast(
        id: "sceneDidFailToContinueUserActivity", selector: "scene:didFailToContinueUserActivityWithType:error:",
        signature: "func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)",
        summary: "Tells the delegate that a user activity could not be continued.",
        capability: "SceneUserActivityFailureService",
        doc: ["A service that learns that a user activity could not be continued in a scene.", "",
              "Every adopter is told, in service order."],
        arguments: "\"\\(userActivityType), \\(error)\"",
        bridge: Bridge(
            function: "dispatchSceneDidFailToContinueUserActivity",
            rule: "The app-level `application(_:didFailToContinueUserActivityWithType:error:)` adopters, then every adopter, in order.",
            predicate: "advertisesSceneUserActivityFailure")),
    sceneBroadcast(
        id: "sceneDidUpdateUserActivity", selector: "scene:didUpdateUserActivity:",
        signature: "func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)",
        summary: "Tells the delegate that a user activity was updated.", capability: "SceneUserActivityUpdateService",
        doc: ["A service that follows updates of a scene's user activity.", "",
              "Every adopter is told, in service order."],
        arguments: "userActivity.activityType",
        bridge: Bridge(
            function: "dispatchSceneDidUpdateUserActivity",
            rule: "The app-level `application(_:didUpdate:)` adopters, then every adopter, in order.",
            predicate: "advertisesSceneUserActivityUpdate")),
]

let windowSceneCallbacks: [Callback] = [
    Callback(
        id: "windowSceneDidUpdateGeometry", delegate: .windowScene,
        selector: "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
        signature: "func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)",
        summary: "Tells the delegate that the scene's size, orientation or traits changed.",
        capability: "WindowSceneGeometryService",
        doc: ["A service that adapts to a window scene's size, orientation or traits changing.", "",
              "Every adopter is told, in service order."],
        concern: .windowScenes, rule: .broadcast(reversed: false), available: [.iOS("13.0", deprecated: "26.0", "Use windowScene(_: didUpdateEffectiveGeometry:) to be notified of the scene's geometry changes, or use traits whose values are inherited from the scene via the traitCollection of views and view controllers instead."), .tvOSUnavailable],
        arguments: "\"\\(previousInterfaceOrientation.rawValue)\""),
    Callback(
        id: "windowSceneDidUpdateEffectiveGeometry", delegate: .windowScene, selector: "windowScene:didUpdateEffectiveGeometry:",
        signature: "func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)",
        summary: "Tells the delegate that the scene's effective geometry changed (iOS 26).",
        capability: "WindowSceneEffectiveGeometryService",
        doc: ["A service that adapts to a window scene's effective geometry changing: its size, its orientation, an",
              "interactive resize.", "",
              "Every adopter is told, in service order. UIKit sends it from iOS 26; on earlier systems adopt",
              "``WindowSceneGeometryService``."],
        concern: .windowScenes, rule: .broadcast(reversed: false),
        available: [Availability(platform: "iOS", introduced: "26.0"), Availability(platform: "tvOS", introduced: "26.0")]),
    Callback(
        id: "windowSceneSupportedInterfaceOrientations", delegate: .windowScene, selector: "supportedInterfaceOrientationsForWindowScene:",
        signature: "func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask",
        summary: "Asks the delegate for the orientations a window scene supports (iOS 27).",
        capability: "WindowSceneInterfaceOrientationService",
        doc: ["A service that constrains the orientations a window scene supports.", "",
              "Each answer is a constraint, so the answers intersect; `.all` is no opinion, leaving the decision to",
              "the others and, when no service has one, to the app's orientations. An empty intersection falls back",
              "to the app's orientations with a warning naming the services. UIKit asks from iOS 27, where it",
              "replaces the app's Info.plist orientations for the scene; on earlier systems adopt",
              "``InterfaceOrientationService``. Adopting it makes UIKit ask the scene delegate, so it is advertised",
              "only while a service adopts it."],
        concern: .windowScenes,
        rule: .custom(
            function: "dispatchWindowSceneSupportedInterfaceOrientations",
            rule: "Adopters' answers intersect, `.all` meaning no opinion; the app's orientations (`UIApplication.supportedInterfaceOrientations(for:)` for the scene's key window) when no service has an opinion, or when the intersection is empty (with a warning naming the services)."),
        available: [Availability(platform: "iOS", introduced: "27.0"), .tvOSUnavailable],
        replicaDefault: "return UIApplication.shared.supportedInterfaceOrientations(for: windowScene.keyWindow)",
        answer: "sceneInterfaceOrientations", arguments: "\"\\(windowScene.windows.count) windows\""),
    Callback(
        id: "windowScenePerformShortcutAction", delegate: .windowScene, selector: "windowScene:performActionForShortcutItem:completionHandler:",
        signature: "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
        summary: "Asks the delegate to perform a Home Screen quick action while the scene is connected.",
        capability: "WindowSceneShortcutItemService",
        doc: ["A service that performs Home Screen quick actions while a window scene is connected.", "",
              "Every adopter gets its own completion handler and must call it once, with `true` if it handled the",
              "action. The system's handler is called exactly once: when all services answered, or at",
              "``DispatchDeadlines/shortcutItem``, with `true` if any service answered `true` (`false` with no",
              "service). Quick actions that launch the app arrive in the connection options instead."],
        concern: .windowScenes,
        rule: .custom(
            function: "dispatchWindowScenePerformShortcutAction",
            rule: "Completion per service, the app-level `application(_:performActionFor:completionHandler:)` adopters first; the system's is called once, with the OR of the answers (`false` with none), when all answered or at 10 s."),
        available: [.tvOSUnavailable], replicaDefault: "completionHandler(false)", answer: "performsShortcut",
        arguments: "shortcutItem.type",
        async: AsyncForm(
            capability: "AsyncWindowSceneShortcutItemService",
            signature: Signature(
                "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool"),
            doc: ["Performs a quick action and returns whether the service handled it."],
            example: [
                "final class ComposeShortcut: AsyncWindowSceneShortcutItemService {",
                "    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)",
                "        async -> Bool",
                "    {",
                "        guard shortcutItem.type == \"compose\" else { return false }",
                "        await composer.open()",
                "        return true",
                "    }",
                "}",
            ]),
        advertising: .custom("advertisesWindowScenePerformShortcutAction")),
    Callback(
        id: "windowSceneUserDidAcceptCloudKitShare", delegate: .windowScene, selector: "windowScene:userDidAcceptCloudKitShareWithMetadata:",
        signature: "func windowScene(_ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)",
        summary: "Tells the delegate that the user accepted a CloudKit share.",
        capability: "WindowSceneCloudKitShareService",
        doc: ["A service that opens CloudKit shares the user accepted while a window scene is connected.", "",
              "Every adopter is told, in service order; each acts only on the containers it owns."],
        concern: .windowScenes,
        rule: .custom(
            function: "dispatchWindowSceneUserDidAcceptCloudKitShare",
            rule: "The app-level `application(_:userDidAcceptCloudKitShareWith:)` adopters, then every adopter, in order."),
        arguments: "cloudKitShareMetadata.containerIdentifier", advertising: .custom("advertisesWindowSceneCloudKitShare")),
    Callback(
        id: "windowScenePreferredWindowingControlStyle", delegate: .windowScene,
        selector: "preferredWindowingControlStyleForScene:",
        signature: "func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle",
        summary: "Asks the delegate for the style of the window scene's windowing controls (iOS 26).",
        capability: "WindowSceneWindowingControlStyleService",
        doc: ["A service that chooses the style of a window scene's windowing controls: `.unified` with the scene's",
              "content, `.minimal` (neither on tvOS), or `.automatic`, the system's.", "",
              "Adopters are asked in order; the first style other than `.automatic` wins and later services are not",
              "asked. `.automatic` is no opinion, leaving the decision to the others and, when no service has one, to",
              "the system, as when the method is absent. UIKit asks from iOS and tvOS 26; the SDKs before 26 lack the",
              "style's type, so the capability exists only when the app is built with the iOS 26 SDK or later."],
        concern: .windowScenes, rule: .firstNonNil(describe: "String(describing: $0)", neutral: ".automatic"),
        available: [Availability(platform: "iOS", introduced: "26.0"), Availability(platform: "tvOS", introduced: "26.0")],
        replicaDefault: "return .automatic", answer: "windowingControlStyle", sdk: .iOS26),
]

let notificationCenterCallbacks: [Callback] = [
    Callback(
        id: "willPresentNotification", delegate: .notificationCenter,
        selector: "userNotificationCenter:willPresentNotification:withCompletionHandler:",
        signature: "func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)",
        summary: "Asks the delegate how to present a notification that arrived while the app is in the foreground.",
        capability: "NotificationPresentationService",
        doc: ["A service that decides how a notification arriving in the foreground is presented.", "",
              "Every adopter gets its own completion handler and must call it once with the options it wants. The",
              "system's handler is called exactly once, with the union of the answers: when all services answered,",
              "or at ``DispatchDeadlines/notificationPresentation`` (5 s). Union, because each service asks for what",
              "its own notifications need and answers `[]` for the others; with no service the answer is `[]`, as",
              "when the method is absent."],
        concern: .notificationCenter,
        rule: .aggregate(Aggregation(
            deadline: "notificationPresentation", seconds: 5, merge: "{ answers in answers.reduce([]) { $0.union($1) } }",
            mergeText: "with the union of the options (`[]` with none)",
            describe: "UNNotificationPresentationOptions.describe")),
        replicaDefault: "completionHandler([])", answer: "presentationOptions",
        arguments: "notification.request.identifier",
        serviceSignature:
            "func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)",
        async: AsyncForm(
            capability: "AsyncNotificationPresentationService",
            signature: Signature(
                "func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions"),
            doc: ["Returns how to present a notification that arrived while the app is in the foreground."],
            example: [
                "final class ChatBanners: AsyncNotificationPresentationService {",
                "    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification)",
                "        async -> UNNotificationPresentationOptions",
                "    {",
                "        notification.request.content.categoryIdentifier == \"chat\" ? [.banner, .sound] : []",
                "    }",
                "}",
            ])),
    Callback(
        id: "didReceiveNotificationResponse", delegate: .notificationCenter,
        selector: "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
        signature: "func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)",
        summary: "Asks the delegate to process the user's response to a delivered notification.",
        capability: "NotificationResponseService",
        doc: ["A service that processes the user's response to a notification (opening it, or choosing an action).",
              "", "Every adopter gets its own completion handler and must call it once when it is done. The system's",
              "handler is called exactly once: when all services completed, or at",
              "``DispatchDeadlines/notificationResponse``; at once with no service."],
        concern: .notificationCenter,
        rule: .custom(
            function: "dispatchNotificationResponse",
            rule: Aggregation(
                deadline: "notificationResponse", seconds: 25, merge: "{ _ in () }", mergeText: "when all completed"
            ).article + " The response of a notification tap that launched an app without scenes completes what "
                + "launched the app first."),
        available: [.tvOSUnavailable], replicaDefault: "completionHandler()",
        arguments: "\"\\(response.notification.request.identifier), \\(response.actionIdentifier)\"",
        serviceSignature:
            "func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void)",
        async: AsyncForm(
            capability: "AsyncNotificationResponseService",
            signature: Signature(
                "func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async"),
            doc: ["Processes the user's response to a delivered notification."],
            example: [
                "final class InboxResponses: AsyncNotificationResponseService {",
                "    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)",
                "        async",
                "    {",
                "        await inbox.open(response.notification.request.identifier)",
                "    }",
                "}",
            ])),
    Callback(
        id: "openNotificationSettings", delegate: .notificationCenter, selector: "userNotificationCenter:openSettingsForNotification:",
        signature: "func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)",
        summary: "Asks the delegate to show the app's notification settings; `notification` is `nil` from Settings.",
        capability: "NotificationSettingsService",
        doc: ["A service that shows the app's own notification settings when the user asks for them.", "",
              "Every adopter is told, in service order."],
        concern: .notificationCenter, rule: .broadcast(reversed: false), available: [.tvOSUnavailable],
        arguments: "notification?.request.identifier ?? \"nil\""),
]

/// Every callback, application delegate first.
let allCallbacks: [Callback] = applicationCallbacks + sceneCallbacks + windowSceneCallbacks + notificationCenterCallbacks
