// When the scene delegate advertises the scene callbacks that also deliver app-level events
// (ServiceHost+SceneBridge.swift): when a service adopts the scene capability or its app-level counterpart. The
// four foreground and background callbacks are advertised whenever a service adopts an app-level one of them,
// since the app's state follows every scene's.
extension DelegateCallback {
    static func advertisesSceneDidBecomeActive(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneDidBecomeActive], adopters) || followsAppLevelLifecycle(adopters)
    }

    static func advertisesSceneWillResignActive(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneWillResignActive], adopters) || followsAppLevelLifecycle(adopters)
    }

    static func advertisesSceneWillEnterForeground(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneWillEnterForeground], adopters) || followsAppLevelLifecycle(adopters)
    }

    static func advertisesSceneDidEnterBackground(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneDidEnterBackground], adopters) || followsAppLevelLifecycle(adopters)
    }

    static func advertisesSceneWillConnect(_ adopters: [DelegateCallback: Int]) -> Bool {
        isURLOpener(adopters)
            || adopted(
                [
                    .sceneWillConnect, .willContinueUserActivity, .continueUserActivity, .performShortcutAction,
                    .userDidAcceptCloudKitShare,
                ], adopters)
    }

    static func advertisesSceneOpenURLContexts(_ adopters: [DelegateCallback: Int]) -> Bool {
        isURLOpener(adopters) || adopted([.sceneOpenURLContexts], adopters)
    }

    static func advertisesSceneWillContinueUserActivity(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneWillContinueUserActivity, .willContinueUserActivity], adopters)
    }

    static func advertisesSceneContinueUserActivity(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneContinueUserActivity, .continueUserActivity], adopters)
    }

    static func advertisesSceneUserActivityFailure(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneDidFailToContinueUserActivity, .didFailToContinueUserActivity], adopters)
    }

    static func advertisesSceneUserActivityUpdate(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.sceneDidUpdateUserActivity, .didUpdateUserActivity], adopters)
    }

    static func advertisesWindowScenePerformShortcutAction(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.windowScenePerformShortcutAction, .performShortcutAction], adopters)
    }

    static func advertisesWindowSceneCloudKitShare(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.windowSceneUserDidAcceptCloudKitShare, .userDidAcceptCloudKitShare], adopters)
    }

    private static func followsAppLevelLifecycle(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopted([.didBecomeActive, .willResignActive, .willEnterForeground, .didEnterBackground], adopters)
    }

    private static func adopted(_ callbacks: [DelegateCallback], _ adopters: [DelegateCallback: Int]) -> Bool {
        callbacks.contains { adopters[$0, default: 0] > 0 }
    }
}
