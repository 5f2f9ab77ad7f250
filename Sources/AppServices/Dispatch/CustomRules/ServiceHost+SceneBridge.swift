#if canImport(UIKit)
import CloudKit
import UIKit
#else
import UIKitHeadless
#endif

// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
import Foundation
#endif

// Two life cycles, one set of services. In a scene-based app UIKit calls none of the app delegate's
// activation, background, URL, user-activity, quick-action and CloudKit-share methods ("If you're using scenes,
// UIKit will not call this method"; iOS 26 deprecates them in favour of the scene delegate's), so the scene
// callbacks deliver them: the app-level services get each event once, in the scene callback that carries it,
// and a launch's URL, activity, quick action or share comes from the connection options. Without scenes no
// scene callback arrives and UIKit calls the app delegate itself, so no event reaches a service twice. App-level
// setup comes before a scene's and app-level teardown after it, as with services attached to one scene.
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
            connectAppLevel(scene, session: session, options: connectionOptions) {
                $0.appLevel.connect(connectionOptions, host: $0)
            }
        }
    }

    func dispatchSceneDidBecomeActive(_ scene: UIScene) {
        withEventScene(scene) {
            deliver(appLevelLifecycle.sceneDidBecomeActive(ObjectIdentifier(scene)))
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
            deliver(appLevelLifecycle.sceneWillResignActive(ObjectIdentifier(scene)))
        }
    }

    func dispatchSceneWillEnterForeground(_ scene: UIScene) {
        withEventScene(scene) {
            deliver(appLevelLifecycle.sceneWillEnterForeground(ObjectIdentifier(scene)))
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
            deliver(appLevelLifecycle.sceneDidEnterBackground(ObjectIdentifier(scene)))
        }
    }

    func dispatchSceneOpenURLContexts(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        withEventScene(scene) {
            let left = URLContexts.filter { !appLevel.open($0, host: self) }
            guard left.count == URLContexts.count || !left.isEmpty else { return }
            broadcast(.sceneOpenURLContexts, to: (any SceneURLOpeningService).self, in: scene) {
                $0.scene(scene, openURLContexts: left)
            }
        }
    }

    func dispatchSceneWillContinueUserActivity(_ scene: UIScene, willContinueUserActivityWithType type: String) {
        withEventScene(scene) {
            appLevel.willContinue(type, host: self)
            broadcast(.sceneWillContinueUserActivity, to: (any SceneWillContinueUserActivityService).self, in: scene) {
                $0.scene(scene, willContinueUserActivityWithType: type)
            }
        }
    }

    func dispatchSceneContinueUserActivity(_ scene: UIScene, continue userActivity: NSUserActivity) {
        withEventScene(scene) {
            guard !appLevel.continue(userActivity, host: self) else { return }
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
            appLevel.didFailToContinue(type, error: error, host: self)
            broadcast(.sceneDidFailToContinueUserActivity, to: (any SceneUserActivityFailureService).self, in: scene) {
                $0.scene(scene, didFailToContinueUserActivityWithType: type, error: error)
            }
        }
    }

    func dispatchSceneDidUpdateUserActivity(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        withEventScene(scene) {
            appLevel.didUpdate(userActivity, host: self)
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
            let appLevelTakers = appLevel.shortcutTakers(host: self)
            let sceneTakers: [any ApplicationService] = participants(
                .windowScenePerformShortcutAction, (any WindowSceneShortcutItemService).self, in: windowScene)
            var index = 0
            aggregate(
                DelegateCallback.windowScenePerformShortcutAction.selector,
                appLevelTakers + sceneTakers,
                deadline: deadlines.shortcutItem,
                merge: { answers in answers.contains(true) },
                systemCompletion: completionHandler
            ) { service, completion in
                defer { index += 1 }
                if index < appLevelTakers.count {
                    appLevel.perform(shortcutItem, by: service, host: self, completion: completion)
                } else if let taker = service as? any WindowSceneShortcutItemService {
                    taker.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completion)
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
            appLevel.accept(cloudKitShareMetadata, host: self)
            broadcast(
                .windowSceneUserDidAcceptCloudKitShare, to: (any WindowSceneCloudKitShareService).self,
                in: windowScene
            ) { $0.windowScene(windowScene, userDidAcceptCloudKitShareWith: cloudKitShareMetadata) }
        }
    }

    /// Runs `body` with `scene` as ``ServiceContext/scene``.
    private func withEventScene(_ scene: UIScene, _ body: () -> Void) {
        let previous = eventScene
        eventScene = scene
        defer { eventScene = previous }
        body()
    }

    private func deliver(_ events: [AppLevelLifecycle.Event]) {
        for event in events { appLevel.deliver(event, host: self) }
    }

    /// The app-level deliveries, behind a protocol so that this file does not mention the app delegate's
    /// methods that iOS 26 deprecates.
    private var appLevel: any AppLevelDelivering.Type { AppLevelDelivery.self }
}
