// The selector tables, in the order of the iOS 17.0 SDK headers (UIApplication.h, UIScene.h,
// UIWindowScene.h, UNUserNotificationCenter.h).
extension HeadlessDelegateSelectors {
    static let applicationDelegate: [(String, String)] = [
        ("applicationDidFinishLaunching:", "applicationDidFinishLaunching(_:)"),
        ("application:willFinishLaunchingWithOptions:", "application(_:willFinishLaunchingWithOptions:)"),
        ("application:didFinishLaunchingWithOptions:", "application(_:didFinishLaunchingWithOptions:)"),
        ("applicationDidBecomeActive:", "applicationDidBecomeActive(_:)"),
        ("applicationWillResignActive:", "applicationWillResignActive(_:)"),
        ("application:handleOpenURL:", "application(_:handleOpen:)"),
        ("application:openURL:sourceApplication:annotation:", "application(_:open:sourceApplication:annotation:)"),
        ("application:openURL:options:", "application(_:open:options:)"),
        ("applicationDidReceiveMemoryWarning:", "applicationDidReceiveMemoryWarning(_:)"),
        ("applicationWillTerminate:", "applicationWillTerminate(_:)"),
        ("applicationSignificantTimeChange:", "applicationSignificantTimeChange(_:)"),
        (
            "application:willChangeStatusBarOrientation:duration:",
            "application(_:willChangeStatusBarOrientation:duration:)"
        ),
        ("application:didChangeStatusBarOrientation:", "application(_:didChangeStatusBarOrientation:)"),
        ("application:willChangeStatusBarFrame:", "application(_:willChangeStatusBarFrame:)"),
        ("application:didChangeStatusBarFrame:", "application(_:didChangeStatusBarFrame:)"),
        ("application:didRegisterUserNotificationSettings:", "application(_:didRegister:)"),
        (
            "application:didRegisterForRemoteNotificationsWithDeviceToken:",
            "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"
        ),
        (
            "application:didFailToRegisterForRemoteNotificationsWithError:",
            "application(_:didFailToRegisterForRemoteNotificationsWithError:)"
        ),
        ("application:didReceiveRemoteNotification:", "application(_:didReceiveRemoteNotification:)"),
        ("application:didReceiveLocalNotification:", "application(_:didReceive:)"),
        (
            "application:handleActionWithIdentifier:forLocalNotification:completionHandler:",
            "application(_:handleActionWithIdentifier:for:completionHandler:)"
        ),
        (
            "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:",
            "application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)"
        ),
        (
            "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:",
            "application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)"
        ),
        (
            "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:",
            "application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)"
        ),
        (
            "application:didReceiveRemoteNotification:fetchCompletionHandler:",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        ),
        ("application:performFetchWithCompletionHandler:", "application(_:performFetchWithCompletionHandler:)"),
        (
            "application:performActionForShortcutItem:completionHandler:",
            "application(_:performActionFor:completionHandler:)"
        ),
        (
            "application:handleEventsForBackgroundURLSession:completionHandler:",
            "application(_:handleEventsForBackgroundURLSession:completionHandler:)"
        ),
        ("application:handleWatchKitExtensionRequest:reply:", "application(_:handleWatchKitExtensionRequest:reply:)"),
        ("applicationShouldRequestHealthAuthorization:", "applicationShouldRequestHealthAuthorization(_:)"),
        ("application:handlerForIntent:", "application(_:handlerFor:)"),
        ("application:handleIntent:completionHandler:", "application(_:handle:completionHandler:)"),
        ("applicationDidEnterBackground:", "applicationDidEnterBackground(_:)"),
        ("applicationWillEnterForeground:", "applicationWillEnterForeground(_:)"),
        ("applicationProtectedDataWillBecomeUnavailable:", "applicationProtectedDataWillBecomeUnavailable(_:)"),
        ("applicationProtectedDataDidBecomeAvailable:", "applicationProtectedDataDidBecomeAvailable(_:)"),
        ("window (property)", "window"),
        ("application:supportedInterfaceOrientationsForWindow:", "application(_:supportedInterfaceOrientationsFor:)"),
        ("application:shouldAllowExtensionPointIdentifier:", "application(_:shouldAllowExtensionPointIdentifier:)"),
        (
            "application:viewControllerWithRestorationIdentifierPath:coder:",
            "application(_:viewControllerWithRestorationIdentifierPath:coder:)"
        ),
        ("application:shouldSaveSecureApplicationState:", "application(_:shouldSaveSecureApplicationState:)"),
        ("application:shouldRestoreSecureApplicationState:", "application(_:shouldRestoreSecureApplicationState:)"),
        ("application:willEncodeRestorableStateWithCoder:", "application(_:willEncodeRestorableStateWith:)"),
        ("application:didDecodeRestorableStateWithCoder:", "application(_:didDecodeRestorableStateWith:)"),
        ("application:shouldSaveApplicationState:", "application(_:shouldSaveApplicationState:)"),
        ("application:shouldRestoreApplicationState:", "application(_:shouldRestoreApplicationState:)"),
        ("application:willContinueUserActivityWithType:", "application(_:willContinueUserActivityWithType:)"),
        ("application:continueUserActivity:restorationHandler:", "application(_:continue:restorationHandler:)"),
        (
            "application:didFailToContinueUserActivityWithType:error:",
            "application(_:didFailToContinueUserActivityWithType:error:)"
        ),
        ("application:didUpdateUserActivity:", "application(_:didUpdate:)"),
        ("application:userDidAcceptCloudKitShareWithMetadata:", "application(_:userDidAcceptCloudKitShareWith:)"),
        (
            "application:configurationForConnectingSceneSession:options:",
            "application(_:configurationForConnecting:options:)"
        ),
        ("application:didDiscardSceneSessions:", "application(_:didDiscardSceneSessions:)"),
        ("applicationShouldAutomaticallyLocalizeKeyCommands:", "applicationShouldAutomaticallyLocalizeKeyCommands(_:)"),
    ]

    static let sceneDelegate: [(String, String)] = [
        ("scene:willConnectToSession:options:", "scene(_:willConnectTo:options:)"),
        ("sceneDidDisconnect:", "sceneDidDisconnect(_:)"),
        ("sceneDidBecomeActive:", "sceneDidBecomeActive(_:)"),
        ("sceneWillResignActive:", "sceneWillResignActive(_:)"),
        ("sceneWillEnterForeground:", "sceneWillEnterForeground(_:)"),
        ("sceneDidEnterBackground:", "sceneDidEnterBackground(_:)"),
        ("scene:openURLContexts:", "scene(_:openURLContexts:)"),
        ("stateRestorationActivityForScene:", "stateRestorationActivity(for:)"),
        ("scene:restoreInteractionStateWithUserActivity:", "scene(_:restoreInteractionStateWith:)"),
        ("scene:willContinueUserActivityWithType:", "scene(_:willContinueUserActivityWithType:)"),
        ("scene:continueUserActivity:", "scene(_:continue:)"),
        ("scene:didFailToContinueUserActivityWithType:error:", "scene(_:didFailToContinueUserActivityWithType:error:)"),
        ("scene:didUpdateUserActivity:", "scene(_:didUpdate:)"),
    ]

    static let windowSceneDelegate: [(String, String)] = [
        ("window (property)", "window"),
        (
            "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
            "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"
        ),
        (
            "windowScene:performActionForShortcutItem:completionHandler:",
            "windowScene(_:performActionFor:completionHandler:)"
        ),
        ("windowScene:userDidAcceptCloudKitShareWithMetadata:", "windowScene(_:userDidAcceptCloudKitShareWith:)"),
    ]

    static let notificationCenterDelegate: [(String, String)] = [
        (
            "userNotificationCenter:willPresentNotification:withCompletionHandler:",
            "userNotificationCenter(_:willPresent:withCompletionHandler:)"
        ),
        (
            "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
            "userNotificationCenter(_:didReceive:withCompletionHandler:)"
        ),
        ("userNotificationCenter:openSettingsForNotification:", "userNotificationCenter(_:openSettingsFor:)"),
    ]
}
