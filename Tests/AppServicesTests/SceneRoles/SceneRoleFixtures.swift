import AppServices
import CarPlayHeadless
import Foundation
import UIKitHeadless

/// Every session role the replica connects, with whether its scenes are the app for the app-level life cycle.
enum SceneRoles {
    /// The roles whose scenes make the app-level life cycle.
    static let appLevel: [UISceneSession.Role] = [
        .windowApplication, .windowAssistiveAccessApplication, .windowApplicationVolumetric,
    ]
    /// The roles whose scenes reach their own services only: CarPlay's, an external display's.
    static let others: [UISceneSession.Role] = [
        .carTemplateApplication, .CPTemplateApplicationDashboardSceneSessionRoleApplication,
        .CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication, .windowExternalDisplayNonInteractive,
    ]
    static let all = appLevel + others
}

/// An app-level service that notes, at each app-level lifecycle call, what the app's scenes were doing.
@MainActor
final class AppStateWitness: ContextualService, DidBecomeActiveService, WillResignActiveService,
    DidEnterBackgroundService, WillEnterForegroundService
{
    struct Call: Equatable {
        var selector: String
        /// Whether a scene of an app-level role was active.
        var appSceneActive: Bool
        /// Whether a scene of an app-level role was in the foreground.
        var appSceneForeground: Bool
    }

    private(set) var calls: [Call] = []
    private var context: ServiceContext?

    func attach(to context: ServiceContext) { self.context = context }

    /// The roles in the foreground now, as the context answers.
    var foregroundRoles: Set<UISceneSession.Role> { context?.foregroundSceneRoles ?? [] }
    /// The roles active now.
    var activeRoles: Set<UISceneSession.Role> { context?.activeSceneRoles ?? [] }

    private func note(_ selector: String) {
        let appLevel = ServiceHost.appLevelSceneRoles
        let active = context?.activeSceneRoles ?? []
        let foreground = context?.foregroundSceneRoles ?? []
        calls.append(
            Call(
                selector: selector, appSceneActive: !active.isDisjoint(with: appLevel),
                appSceneForeground: !foreground.isDisjoint(with: appLevel)))
    }

    func applicationDidBecomeActive(_ application: UIApplication) { note("applicationDidBecomeActive:") }
    func applicationWillResignActive(_ application: UIApplication) { note("applicationWillResignActive:") }
    func applicationDidEnterBackground(_ application: UIApplication) { note("applicationDidEnterBackground:") }
    func applicationWillEnterForeground(_ application: UIApplication) { note("applicationWillEnterForeground:") }
}
