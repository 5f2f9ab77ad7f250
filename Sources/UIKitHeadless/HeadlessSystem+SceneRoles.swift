// Which scenes make the app's own state. Apple documents that UIKit posts the UIApplication notifications whether or
// not the app uses scenes ("UIKit posts a didBecomeActiveNotification regardless of whether your app uses scenes",
// applicationDidBecomeActive(_:)) and that the app "gains focus after being launched, loses focus when an overlay
// window pops up or when the device is locked" (UIApplication.didBecomeActiveNotification); it does not say which
// roles' scenes count when scenes of several roles are connected, such as a CarPlay scene on the car's screen while
// the phone is locked. The replica keeps the meaning the notifications had before scenes: the app is active while
// its interface on the device is, so only the roles below move the application's state, and a CarPlay or
// external-display scene alone leaves the app in the background. The device probe records what a device does
// (UIKitAssumption.all: carPlay.applicationNotifications, externalDisplay.backgroundNotificationWhileOnlyDisplayForeground).
extension HeadlessSystem {
    /// The session roles whose scenes decide `UIApplication.applicationState` and when the replica posts the
    /// `UIApplication` lifecycle notifications: the app's own interface on the device (the application role, Assistive
    /// Access's and a visionOS volume's), not CarPlay's, an external display's or an accessory's.
    ///
    /// ```swift
    /// var carPlay = HeadlessSceneConnection()
    /// carPlay.role = .carTemplateApplication
    /// try system.connectScene(carPlay)  // the car's screen: the app stays in the background
    /// ```
    public static let applicationStateRoles: Set<UISceneSession.Role> = [
        .windowApplication, .windowAssistiveAccessApplication, .windowApplicationVolumetric,
    ]
}
