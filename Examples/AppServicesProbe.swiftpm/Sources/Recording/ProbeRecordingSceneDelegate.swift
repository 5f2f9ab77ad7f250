import AppServices
import AppServicesDeviceProbe
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The probe's scene delegate, as an adopter writes one, that records each call UIKit makes to it (with what
/// the connection options hold) and each `responds(to:)` question, then does what the library does.
class ProbeRecordingSceneDelegate: ServicesSceneDelegate {
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        let answer = super.responds(to: aSelector)
        if let aSelector {
            ProbeRecorder.shared.recordQuestion(
                .respondsTo, NSStringFromSelector(aSelector), receiver: .sceneDelegate, answer: answer)
        }
        return answer
    }

    override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        ProbeRecorder.shared.record(
            .sceneDelegate, "scene:willConnectToSession:options:", scene: scene,
            details: Self.describe(connectionOptions))
        super.scene(scene, willConnectTo: session, options: connectionOptions)
    }

    override func sceneDidBecomeActive(_ scene: UIScene) {
        ProbeRecorder.shared.record(.sceneDelegate, "sceneDidBecomeActive:", scene: scene)
        super.sceneDidBecomeActive(scene)
    }

    override func sceneWillResignActive(_ scene: UIScene) {
        ProbeRecorder.shared.record(.sceneDelegate, "sceneWillResignActive:", scene: scene)
        super.sceneWillResignActive(scene)
    }

    override func sceneWillEnterForeground(_ scene: UIScene) {
        ProbeRecorder.shared.record(.sceneDelegate, "sceneWillEnterForeground:", scene: scene)
        super.sceneWillEnterForeground(scene)
    }

    override func sceneDidEnterBackground(_ scene: UIScene) {
        ProbeRecorder.shared.record(.sceneDelegate, "sceneDidEnterBackground:", scene: scene)
        super.sceneDidEnterBackground(scene)
    }

    override func sceneDidDisconnect(_ scene: UIScene) {
        ProbeRecorder.shared.record(.sceneDelegate, "sceneDidDisconnect:", scene: scene)
        super.sceneDidDisconnect(scene)
    }

    override func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        ProbeRecorder.shared.record(
            .sceneDelegate, "scene:openURLContexts:", scene: scene,
            details: ["urlContexts": URLContexts.map(\.url.absoluteString).sorted().joined(separator: " ")])
        super.scene(scene, openURLContexts: URLContexts)
    }

    override func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        ProbeRecorder.shared.record(
            .sceneDelegate, "scene:continueUserActivity:", scene: scene,
            details: ["userActivities": userActivity.activityType])
        super.scene(scene, continue: userActivity)
    }

    override func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ProbeRecorder.shared.record(
            .sceneDelegate, "windowScene:performActionForShortcutItem:completionHandler:", scene: windowScene,
            details: ["shortcutItem": shortcutItem.type])
        super.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
    }

    /// What the connection options hold, one entry per kind of reason, `none` where empty.
    static func describe(_ options: UIScene.ConnectionOptions) -> [String: String] {
        let urls = options.urlContexts.map(\.url.absoluteString).sorted()
        let activities = options.userActivities.map { activity in
            [activity.activityType, activity.webpageURL?.absoluteString].compactMap { $0 }.joined(separator: " ")
        }
        let response = options.notificationResponse.map { response in
            let probe = response.notification.request.content.userInfo["probe"].map { " probe=\($0)" } ?? ""
            return response.actionIdentifier + probe
        }
        return [
            "urlContexts": urls.isEmpty ? "none" : urls.joined(separator: " "),
            "userActivities": activities.isEmpty ? "none" : activities.sorted().joined(separator: " "),
            "shortcutItem": options.shortcutItem?.type ?? "none",
            "notificationResponse": response ?? "none",
            "sourceApplication": options.sourceApplication ?? "none",
        ]
    }
}
