// The compositions kept for convenience: a service adopts exactly the callbacks it handles, and a group
// adopts each of its members at once.

let capabilityGroups: [CapabilityGroup] = [
    CapabilityGroup(
        name: "ActivationService", members: ["DidBecomeActiveService", "WillResignActiveService"],
        doc: ["A service that starts and stops foreground work as the app becomes active and resigns active."],
        available: [.iOS("13.0", deprecated: "26.0", "Use SceneActivationService with the UIScene lifecycle instead."), .tvOS("13.0", deprecated: "26.0", "Use SceneActivationService with the UIScene lifecycle instead.")]),
    CapabilityGroup(
        name: "BackgroundTransitionService", members: ["DidEnterBackgroundService", "WillEnterForegroundService"],
        doc: ["A service that saves state when the app enters the background and refreshes it on return."],
        available: [.iOS("13.0", deprecated: "26.0", "Use SceneBackgroundTransitionService with the UIScene lifecycle instead."), .tvOS("13.0", deprecated: "26.0", "Use SceneBackgroundTransitionService with the UIScene lifecycle instead.")]),
    CapabilityGroup(
        name: "ProtectedDataService",
        members: ["ProtectedDataWillBecomeUnavailableService", "ProtectedDataDidBecomeAvailableService"],
        doc: ["A service that closes and reopens protected files as the device locks and unlocks."]),
    CapabilityGroup(
        name: "RemoteNotificationRegistrationService", members: ["DeviceTokenService", "DeviceTokenFailureService"],
        doc: ["A service that registers the app with APNs and receives the device token or the failure."]),
    CapabilityGroup(
        name: "UserActivityService",
        members: ["WillContinueUserActivityService", "ContinueUserActivityService", "UserActivityFailureService"],
        doc: ["A service that continues user activities in an app without scenes, start to end."],
        available: [.iOS("13.0", deprecated: "26.0", "Use the scene user-activity capabilities with the UIScene lifecycle instead."), .tvOS("13.0", deprecated: "26.0", "Use the scene user-activity capabilities with the UIScene lifecycle instead.")]),
    CapabilityGroup(
        name: "StateRestorationService",
        members: [
            "SecureStateSavingService", "SecureStateRestoringService", "StateEncodingService", "StateDecodingService",
        ],
        doc: ["A service that takes part in app-level state restoration: opts in, encodes and decodes."]),
    CapabilityGroup(
        name: "SceneConnectionService", members: ["SceneWillConnectService", "SceneDidDisconnectService"],
        doc: ["A service that sets up and tears down per-scene state as scenes connect and disconnect."]),
    CapabilityGroup(
        name: "SceneActivationService", members: ["SceneDidBecomeActiveService", "SceneWillResignActiveService"],
        doc: ["A service that follows a scene becoming active and resigning."]),
    CapabilityGroup(
        name: "SceneBackgroundTransitionService",
        members: ["SceneWillEnterForegroundService", "SceneDidEnterBackgroundService"],
        doc: ["A service that follows a scene entering the foreground and the background."]),
    CapabilityGroup(
        name: "SceneStateRestorationService",
        members: ["SceneStateRestorationActivityService", "SceneInteractionStateRestorationService"],
        doc: ["A service that saves and restores a scene's state through a user activity."]),
    CapabilityGroup(
        name: "SceneUserActivityService",
        members: [
            "SceneWillContinueUserActivityService", "SceneContinueUserActivityService",
            "SceneUserActivityFailureService",
        ],
        doc: ["A service that continues user activities in scenes, start to end."]),
    CapabilityGroup(
        name: "LegacyURLOpeningService",
        members: ["LegacyHandleOpenURLService", "LegacySourceApplicationURLOpeningService"],
        doc: ["A service with URL-opening code written before iOS 9."],
        available: [.iOS("2.0", deprecated: "9.0", noDeprecatedURL), .tvOSUnavailable]),
    CapabilityGroup(
        name: "StatusBarService",
        members: [
            "WillChangeStatusBarOrientationService", "DidChangeStatusBarOrientationService",
            "WillChangeStatusBarFrameService", "DidChangeStatusBarFrameService",
        ],
        doc: ["A service with layout code written for status-bar changes (deprecated in iOS 13)."],
        available: [.iOS("2.0", deprecated: "13.0", useTransition), .tvOSUnavailable]),
    CapabilityGroup(
        name: "NotificationActionService",
        members: [
            "LocalNotificationActionService", "RemoteNotificationResponseActionService",
            "RemoteNotificationActionService", "LocalNotificationResponseActionService",
        ],
        doc: ["A service with notification-action code written before UserNotifications."],
        available: [.iOS("8.0", deprecated: "10.0", useUserNotifications), .tvOSUnavailable]),
    CapabilityGroup(
        name: "LegacyStateRestorationService", members: ["LegacyStateSavingService", "LegacyStateRestoringService"],
        doc: ["A service with restoration code written before iOS 13.2."],
        available: [.iOS("6.0", deprecated: "13.2", "Adopt StateRestorationService")]),
]
