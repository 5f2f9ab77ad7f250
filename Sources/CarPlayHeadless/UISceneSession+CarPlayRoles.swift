public import UIKitHeadless

// The session roles CarPlay declares (CPTemplateApplicationScene.h, CPTemplateApplicationDashboardScene.h,
// CPTemplateApplicationInstrumentClusterScene.h). CarPlay.apinotes gives only the first a Swift name; the other two
// keep their C names in Swift, as Apple's documentation of UISceneSession.Role lists them.
extension UISceneSession.Role {
    /// An interactive app on the car's screen (`CPTemplateApplicationSceneSessionRoleApplication`, iOS 13.0).
    @available(tvOS, unavailable)
    public static let carTemplateApplication = UISceneSession.Role(
        rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
    /// A navigation app's content on the CarPlay Dashboard (iOS 13.4).
    public static let CPTemplateApplicationDashboardSceneSessionRoleApplication = UISceneSession.Role(
        rawValue: "CPTemplateApplicationDashboardSceneSessionRoleApplication")
    /// A navigation app's content in the car's instrument cluster (iOS 15.4).
    public static let CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication = UISceneSession.Role(
        rawValue: "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")
}
