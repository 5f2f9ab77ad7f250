extension UIKitAssumption {
    private static let willConnect = "scene:willConnectToSession:options:"
    private static let didFinishLaunching = "application:didFinishLaunchingWithOptions:"
    private static let externalDisplayRole = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    private static let carPlayRole = "CPTemplateApplicationSceneSessionRoleApplication"

    /// Every assumption the replica makes about UIKit that the device probe measures: the one list the
    /// replica's tests and `appservices probe` read.
    public static let all: [UIKitAssumption] = [
        UIKitAssumption(
            "scene.willConnectNotificationAfterCallback",
            "UIScene.willConnectNotification is posted after scene(_:willConnectTo:options:) returns "
                + "(Apple documents no order; the library is tested in both)",
            scenario: .coldLaunch, replica: .modeled(by: "HeadlessSystem.connectScene(_:)"),
            judge: ProbeJudges.order(
                .sceneDelegate, willConnect, before: .notification, "UISceneWillConnectNotification")
        ),
        UIKitAssumption(
            "launch.inactiveWithScenes",
            "a scene-based app is inactive, not in the background, in application(_:didFinishLaunchingWithOptions:) "
                + "at a launch by the user",
            scenario: .coldLaunch, replica: .modeled(by: "HeadlessSystem.launch(options:)"),
            judge: ProbeJudges.state(at: .applicationDelegate, didFinishLaunching, is: "inactive")
        ),
        UIKitAssumption(
            "scene.inactiveAtWillConnect",
            "the app is inactive when its first scene's scene(_:willConnectTo:options:) is called at a launch by the user",
            scenario: .coldLaunch, replica: .modeled(by: "HeadlessSystem.connectScene(_:)"),
            judge: ProbeJudges.state(at: .sceneDelegate, willConnect, is: "inactive")
        ),
        UIKitAssumption(
            "launch.noLaunchOptionsWithScenes",
            "a scene-based app's launch callbacks get no launch options at a cold launch from a URL; the URL "
                + "comes in the scene's connection options",
            scenario: .coldLaunchURL, replica: .modeled(by: "HeadlessSystem.launch(options:)"),
            judge: ProbeJudges.detail(
                at: .applicationDelegate, didFinishLaunching, "launchOptions", contains: "none", equals: true)
        ),
        UIKitAssumption(
            "connection.coldLaunchURL",
            "at a cold launch from a URL, the connection options' urlContexts hold the URL",
            scenario: .coldLaunchURL, replica: .modeled(by: "HeadlessSceneConnection.urls"),
            judge: ProbeJudges.detail(at: .sceneDelegate, willConnect, "urlContexts", contains: "appservices-probe:")
        ),
        UIKitAssumption(
            "connection.coldLaunchURLNotOpenedAgain",
            "at a cold launch from a URL, scene(_:openURLContexts:) is not called with it",
            scenario: .coldLaunchURL, replica: .modeled(by: "HeadlessSystem.connectScene(_:)"),
            judge: ProbeJudges.never(.sceneDelegate, "scene:openURLContexts:")
        ),
        UIKitAssumption(
            "connection.coldLaunchQuickAction",
            "at a cold launch from a quick action, the connection options' shortcutItem is the action",
            scenario: .coldLaunchQuickAction, replica: .modeled(by: "HeadlessSceneConnection.shortcutItem"),
            judge: ProbeJudges.detail(at: .sceneDelegate, willConnect, "shortcutItem", contains: "probe-quick-action")
        ),
        UIKitAssumption(
            "connection.coldLaunchQuickActionNotPerformedAgain",
            "at a cold launch from a quick action, windowScene(_:performActionFor:completionHandler:) is not called",
            scenario: .coldLaunchQuickAction, replica: .modeled(by: "HeadlessSystem.connectScene(_:)"),
            judge: ProbeJudges.never(.sceneDelegate, "windowScene:performActionForShortcutItem:completionHandler:")
        ),
        UIKitAssumption(
            "connection.coldLaunchNotification",
            "at a cold launch from a notification tap, the connection options' notificationResponse is the tap",
            scenario: .coldLaunchNotification, replica: .modeled(by: "HeadlessSceneConnection.notificationResponse"),
            judge: ProbeJudges.detail(
                at: .sceneDelegate, willConnect, "notificationResponse",
                contains: "UNNotificationDefaultActionIdentifier")
        ),
        UIKitAssumption(
            "connection.coldLaunchNotificationDelegate",
            "whether the notification center's delegate is also given the response at a cold launch from a tap",
            scenario: .coldLaunchNotification,
            replica: .notModeled(
                "a test delivers the response itself with HeadlessSystem.respondToNotification(_:); connecting "
                    + "a scene with a notificationResponse calls no delegate"),
            judge: ProbeJudges.whetherCalled(
                .notificationCenterDelegate,
                "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:")
        ),
        UIKitAssumption(
            "connection.coldLaunchUniversalLink",
            "at a cold launch from a universal link, the connection options' userActivities hold a browsing-web activity",
            scenario: .coldLaunchUniversalLink, replica: .modeled(by: "HeadlessSceneConnection.userActivities"),
            judge: ProbeJudges.detail(
                at: .sceneDelegate, willConnect, "userActivities", contains: "NSUserActivityTypeBrowsingWeb")
        ),
        UIKitAssumption(
            "connection.coldLaunchUniversalLinkNotContinuedAgain",
            "at a cold launch from a universal link, scene(_:continue:) is not called with it",
            scenario: .coldLaunchUniversalLink, replica: .modeled(by: "HeadlessSystem.connectScene(_:)"),
            judge: ProbeJudges.never(.sceneDelegate, "scene:continueUserActivity:")
        ),
        UIKitAssumption(
            "respondsTo.sceneDelegateAskedAtEachDelivery",
            "UIKit asks the scene delegate responds(to:) each time it delivers sceneDidBecomeActive(_:), "
                + "without caching the answer",
            scenario: .foregroundCycle, replica: .modeled(by: "HeadlessSystem.deliver(to:_:_:)"),
            judge: ProbeJudges.askedAtEachDelivery("sceneDidBecomeActive:", receiver: .sceneDelegate)
        ),
        UIKitAssumption(
            "respondsTo.applicationDelegateAskedAtEachDelivery",
            "UIKit asks the application delegate responds(to:) each time it asks it for a scene's configuration, "
                + "after launch too, without caching the answer",
            scenario: .externalDisplay,
            replica: .modeled(by: "HeadlessSystem.cachesDelegateAnswers, false by default"),
            judge: ProbeJudges.askedAtEachDelivery(
                "application:configurationForConnectingSceneSession:options:", receiver: .applicationDelegate)
        ),
        UIKitAssumption(
            "externalDisplay.backgroundNotificationWhileOnlyDisplayForeground",
            "when the phone's scene enters the background while an external display's scene stays in the foreground, "
                + "UIKit posts UIApplication.didEnterBackgroundNotification (the app's state follows its scenes of the "
                + "application role; Apple does not say)",
            scenario: .externalDisplay, replica: .modeled(by: "HeadlessSystem.applicationStateRoles"),
            judge: ProbeJudges.posted(
                "UIApplicationDidEnterBackgroundNotification", whileOnlyForeground: externalDisplayRole)
        ),
        UIKitAssumption(
            "carPlay.noActiveNotificationWhileOnlyCarPlayForeground",
            "while a CarPlay scene is in the foreground and the phone's is not, UIKit does not post "
                + "UIApplication.didBecomeActiveNotification when the CarPlay scene becomes active (Apple does not say)",
            scenario: .carPlay, replica: .modeled(by: "HeadlessSystem.applicationStateRoles"),
            judge: ProbeJudges.notPosted("UIApplicationDidBecomeActiveNotification", whileOnlyForeground: carPlayRole)
        ),
        UIKitAssumption(
            "carPlay.applicationNotifications",
            "which UIApplication notifications UIKit posts while a CarPlay scene is in the foreground and the phone's is not",
            scenario: .carPlay,
            replica: .notModeled(
                "a record of what the device posts, for the rule of HeadlessSystem.applicationStateRoles"),
            judge: ProbeJudges.applicationNotifications
        ),
        UIKitAssumption(
            "conformanceIndex.launchTimes",
            "what the conformance index saves in the launch callbacks at the first launch after install and at "
                + "later ones (the article Measuring the conformance index)",
            scenario: .coldLaunch, replica: .notModeled("a timing of the device's loader and runtime"),
            judgeReport: ProbeJudges.launchTimes
        ),
    ]
}
