// The register of ordinals: a callback's ordinal (`DelegateCallback.ordinal`, the index of the host's per-callback
// tables) is the position of its identifier here. A new row's identifier goes at the end, wherever the row sits
// in the table, and none is ever moved: inserting a row mid-table then changes the generated ordinals by one line
// instead of renumbering every later row. `TableRules` checks that it names each row exactly once.

let ordinalRegister: [String] = [
    "legacyDidFinishLaunching", "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive",
    "didEnterBackground", "willEnterForeground", "didReceiveMemoryWarning", "willTerminate", "significantTimeChange",
    "protectedDataWillBecomeUnavailable", "protectedDataDidBecomeAvailable", "shouldAllowExtensionPoint",
    "shouldAutomaticallyLocalizeKeyCommands", "shouldRequestHealthAuthorization", "handleOpenURL",
    "openURLFromSourceApplication", "openURL", "willChangeStatusBarOrientation", "didChangeStatusBarOrientation",
    "willChangeStatusBarFrame", "didChangeStatusBarFrame", "didRegisterUserNotificationSettings",
    "didRegisterForRemoteNotifications", "didFailToRegisterForRemoteNotifications", "didReceiveRemoteNotification",
    "didReceiveLocalNotification", "handleLocalNotificationAction", "handleRemoteNotificationResponseAction",
    "handleRemoteNotificationAction", "handleLocalNotificationResponseAction",
    "didReceiveRemoteNotificationWithFetch", "performFetch", "handleEventsForBackgroundURLSession",
    "performShortcutAction", "handleWatchKitExtensionRequest", "handlerForIntent", "handleIntent",
    "supportedInterfaceOrientations", "restorationViewController", "shouldSaveSecureApplicationState",
    "shouldRestoreSecureApplicationState", "willEncodeRestorableState", "didDecodeRestorableState",
    "shouldSaveApplicationState", "shouldRestoreApplicationState", "willContinueUserActivity", "continueUserActivity",
    "didFailToContinueUserActivity", "didUpdateUserActivity", "userDidAcceptCloudKitShare",
    "configurationForConnecting", "didDiscardSceneSessions", "sceneWillConnect", "sceneDidDisconnect",
    "sceneDidBecomeActive", "sceneWillResignActive", "sceneWillEnterForeground", "sceneDidEnterBackground",
    "sceneOpenURLContexts", "stateRestorationActivity", "sceneRestoreInteractionState",
    "sceneWillContinueUserActivity", "sceneContinueUserActivity", "sceneDidFailToContinueUserActivity",
    "sceneDidUpdateUserActivity", "windowSceneDidUpdateGeometry", "windowSceneDidUpdateEffectiveGeometry",
    "windowSceneSupportedInterfaceOrientations", "windowScenePerformShortcutAction",
    "windowSceneUserDidAcceptCloudKitShare", "willPresentNotification", "didReceiveNotificationResponse",
    "openNotificationSettings", "windowScenePreferredWindowingControlStyle",
]
