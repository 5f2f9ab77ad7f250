import Foundation

#if canImport(UIKit)
import CloudKit
import UIKit
#else
import UIKitHeadless
#endif

// Two life cycles, one set of services. In a scene-based app UIKit calls none of the app delegate's activation,
// background, URL, user-activity, quick-action and CloudKit-share methods ("If you're using scenes, UIKit will not call
// this method"; iOS 26 deprecates them in favour of the scene delegate's), so the scene callbacks deliver them: the
// app-level services get each event once, in the scene callback that carries it, and a launch's URL, activity, quick
// action or share comes from the connection options. Without scenes no scene callback arrives and UIKit calls the app
// delegate itself, so no event reaches a service twice. App-level setup comes before a scene's and app-level teardown
// after it, as with services attached to one scene. The first application-role scene's connection resolves what
// launched the app, and its deliveries may be held until a milestone (ServiceHost+LaunchIntent.swift).
extension ServiceHost {
    func dispatchSceneWillConnect(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        withEventScene(scene) {
            resolveLaunchIntent(connecting: session, options: connectionOptions)
            broadcast(.sceneWillConnect, to: (any SceneWillConnectService).self, in: scene) {
                $0.scene(scene, willConnectTo: session, options: connectionOptions)
            }
            deliverConnection(of: scene, session: session, options: connectionOptions)
        }
    }

    func dispatchSceneDidBecomeActive(_ scene: UIScene) {
        withEventScene(scene) {
            deliver(appLevelTransition(of: scene) { $0.sceneDidBecomeActive($1) })
            broadcast(.sceneDidBecomeActive, to: (any SceneDidBecomeActiveService).self, in: scene) {
                $0.sceneDidBecomeActive(scene)
            }
        }
    }

    func dispatchSceneWillResignActive(_ scene: UIScene) {
        withEventScene(scene) {
            broadcast(.sceneWillResignActive, to: (any SceneWillResignActiveService).self, reversed: true, in: scene) {
                $0.sceneWillResignActive(scene)
            }
            deliver(appLevelTransition(of: scene) { $0.sceneWillResignActive($1) })
        }
    }

    func dispatchSceneWillEnterForeground(_ scene: UIScene) {
        withEventScene(scene) {
            deliver(appLevelTransition(of: scene) { $0.sceneWillEnterForeground($1) })
            broadcast(.sceneWillEnterForeground, to: (any SceneWillEnterForegroundService).self, in: scene) {
                $0.sceneWillEnterForeground(scene)
            }
        }
    }

    func dispatchSceneDidEnterBackground(_ scene: UIScene) {
        withEventScene(scene) {
            broadcast(
                .sceneDidEnterBackground, to: (any SceneDidEnterBackgroundService).self, reversed: true, in: scene
            ) { $0.sceneDidEnterBackground(scene) }
            deliver(appLevelTransition(of: scene) { $0.sceneDidEnterBackground($1) })
        }
    }

    func dispatchSceneOpenURLContexts(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        withEventScene(scene) {
            let left = URLContexts.filter { !dispatchOpenURL($0) }
            guard left.count == URLContexts.count || !left.isEmpty else { return }
            broadcast(.sceneOpenURLContexts, to: (any SceneURLOpeningService).self, in: scene) {
                $0.scene(scene, openURLContexts: left)
            }
        }
    }

    func dispatchSceneWillContinueUserActivity(_ scene: UIScene, willContinueUserActivityWithType type: String) {
        withEventScene(scene) {
            willContinueAppLevel(type)
            broadcast(.sceneWillContinueUserActivity, to: (any SceneWillContinueUserActivityService).self, in: scene) {
                $0.scene(scene, willContinueUserActivityWithType: type)
            }
        }
    }

    func dispatchSceneContinueUserActivity(_ scene: UIScene, continue userActivity: NSUserActivity) {
        withEventScene(scene) {
            guard !continueAppLevel(userActivity) else { return }
            broadcast(.sceneContinueUserActivity, to: (any SceneContinueUserActivityService).self, in: scene) {
                $0.scene(scene, continue: userActivity)
            }
        }
    }

    func dispatchSceneDidFailToContinueUserActivity(
        _ scene: UIScene,
        didFailToContinueUserActivityWithType type: String,
        error: any Error
    ) {
        withEventScene(scene) {
            broadcastDeprecated(.didFailToContinueUserActivity) {
                wall.didFailToContinueUserActivity(
                    $0, UIApplication.shared, didFailToContinueUserActivityWithType: type, error: error)
            }
            broadcast(.sceneDidFailToContinueUserActivity, to: (any SceneUserActivityFailureService).self, in: scene) {
                $0.scene(scene, didFailToContinueUserActivityWithType: type, error: error)
            }
        }
    }

    func dispatchSceneDidUpdateUserActivity(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        withEventScene(scene) {
            broadcastDeprecated(.didUpdateUserActivity) {
                wall.didUpdateUserActivity($0, UIApplication.shared, didUpdate: userActivity)
            }
            broadcast(.sceneDidUpdateUserActivity, to: (any SceneUserActivityUpdateService).self, in: scene) {
                $0.scene(scene, didUpdate: userActivity)
            }
        }
    }

    @available(tvOS, unavailable)
    func dispatchWindowScenePerformShortcutAction(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        #if os(tvOS)
        completionHandler(false)
        #else
        withEventScene(windowScene) {
            let appLevelParticipants = participants(inAnyOf: [.performShortcutAction])
            let sceneParticipants: [any ApplicationService] = participants(
                .windowScenePerformShortcutAction, (any WindowSceneShortcutItemService).self, in: windowScene)
            var index = 0
            aggregate(
                DelegateCallback.windowScenePerformShortcutAction.selector,
                appLevelParticipants + sceneParticipants,
                deadline: deadlines.shortcutItem,
                merge: { answers in answers.contains(true) },
                systemCompletion: completionHandler
            ) { service, completion in
                defer { index += 1 }
                if index < appLevelParticipants.count {
                    wall.performShortcutAction(
                        service, UIApplication.shared, performActionFor: shortcutItem, completionHandler: completion)
                } else if let participant = service as? any WindowSceneShortcutItemService {
                    participant.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completion)
                }
            }
        }
        #endif
    }

    func dispatchWindowSceneUserDidAcceptCloudKitShare(
        _ windowScene: UIWindowScene,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        withEventScene(windowScene) {
            acceptAppLevel(cloudKitShareMetadata)
            broadcast(
                .windowSceneUserDidAcceptCloudKitShare, to: (any WindowSceneCloudKitShareService).self,
                in: windowScene
            ) { $0.windowScene(windowScene, userDidAcceptCloudKitShareWith: cloudKitShareMetadata) }
        }
    }

    /// Runs `body` with `scene` as ``ServiceContext/scene``.
    func withEventScene(_ scene: UIScene?, _ body: () -> Void) {
        let previous = eventScene
        eventScene = scene
        defer { eventScene = previous }
        body()
    }

    /// Delivers app-level transitions to the services of the app delegate's methods.
    private func deliver(_ events: [AppLevelLifecycle.Event]) {
        let application = UIApplication.shared
        for event in events {
            switch event {
            case .willEnterForeground:
                broadcastDeprecated(.willEnterForeground) { wall.willEnterForeground($0, application) }
            case .didBecomeActive: broadcastDeprecated(.didBecomeActive) { wall.didBecomeActive($0, application) }
            case .willResignActive:
                broadcastDeprecated(.willResignActive, reversed: true) { wall.willResignActive($0, application) }
            case .didEnterBackground:
                broadcastDeprecated(.didEnterBackground, reversed: true) { wall.didEnterBackground($0, application) }
            }
        }
    }

    /// Delivers what a connecting scene's options carry to the app-level services: URLs, user activities, the
    /// quick action, the share, in a stable order.
    func connectAppLevel(_ options: UIScene.ConnectionOptions) {
        for context in options.urlContexts.sorted(by: { $0.url.absoluteString < $1.url.absoluteString }) {
            _ = dispatchOpenURL(context)
        }
        for activity in options.userActivities.sorted(by: { $0.activityType < $1.activityType }) {
            willContinueAppLevel(activity.activityType)
            _ = continueAppLevel(activity)
        }
        #if !os(tvOS)
        if let item = options.shortcutItem { performShortcutAppLevel(item) }
        #endif
        if let metadata = options.cloudKitShareMetadata { acceptAppLevel(metadata) }
    }

    #if !os(tvOS)
    /// Asks the app-level services to perform a quick action, each with its own completion.
    func performShortcutAppLevel(_ item: UIApplicationShortcutItem) {
        let services = participants(inAnyOf: [.performShortcutAction])
        guard !services.isEmpty else { return }
        aggregate(
            DelegateCallback.performShortcutAction.selector, services, deadline: deadlines.shortcutItem,
            merge: { answers in answers.contains(true) }, systemCompletion: { _ in }
        ) { service, completion in
            wall.performShortcutAction(
                service, UIApplication.shared, performActionFor: item, completionHandler: completion)
        }
    }
    #endif

    func willContinueAppLevel(_ type: String) {
        broadcastDeprecated(.willContinueUserActivity, merged: { "\($0.contains(true))" }) {
            wall.willContinueUserActivity($0, UIApplication.shared, willContinueUserActivityWithType: type)
        }
    }

    /// Offers an activity to the app-level chain; UIKit's restoration handler calls `restoreUserActivityState(_:)`
    /// on each object it is given.
    func continueAppLevel(_ activity: NSUserActivity) -> Bool {
        guard advertises(.continueUserActivity) else { return false }
        return dispatchContinueUserActivity(UIApplication.shared, continue: activity) { objects in
            for object in objects ?? [] { object.restoreUserActivityState(activity) }
        }
    }

    func acceptAppLevel(_ metadata: CKShare.Metadata) {
        broadcastDeprecated(.userDidAcceptCloudKitShare) {
            wall.userDidAcceptCloudKitShare($0, UIApplication.shared, userDidAcceptCloudKitShareWith: metadata)
        }
    }

    private var wall: any DeprecatedCalling.Type { DelegateCallback.deprecatedCalls }
}
