#if !canImport(UIKit)
import Logging
public import UIKitHeadless

// Moves between foreground and background, background work and termination. For an app that uses scenes
// the foreground steps are those of its scenes, in the order they connected; UIKit does not call the
// app-level foreground callbacks then.
extension HeadlessAppDriver {
    /// Moves the app to the background, as the Home gesture does.
    ///
    /// Without scenes: `applicationWillResignActive`, then `applicationDidEnterBackground`. With scenes:
    /// `sceneWillResignActive` for each active scene, then `sceneDidEnterBackground` for each scene in the
    /// foreground; scenes already in the background stay there.
    ///
    /// - Throws: ``HeadlessTransitionError`` if the app does not use scenes and is not active.
    public func moveToBackground() throws {
        guard usesScenes else {
            try system.resignActive()
            try system.enterBackground()
            return
        }
        for scene in scenes where scene.activationState == .foregroundActive { try system.deactivateScene(scene) }
        for scene in scenes where scene.activationState == .foregroundInactive { try system.backgroundScene(scene) }
    }

    /// Brings a background app back and makes it active, waking it first if it was suspended.
    ///
    /// Without scenes: `applicationWillEnterForeground`, then `applicationDidBecomeActive`. With scenes:
    /// `sceneWillEnterForeground` for each background scene, then `sceneDidBecomeActive` for each; an app
    /// launched in the background with no scene first gets a scene connected (in the background, so
    /// `application(_:configurationForConnecting:options:)` and `scene(_:willConnectTo:options:)` come
    /// first), as when the user opens it.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background or suspended.
    public func returnToForeground() throws {
        if system.state == .suspended { try system.wake() }
        guard usesScenes else {
            try system.enterForeground()
            try system.activate()
            return
        }
        if scenes.isEmpty { try connectScene() }
        for scene in scenes where scene.activationState == .background { try system.foregroundScene(scene) }
        for scene in scenes where scene.activationState == .foregroundInactive { try system.activateScene(scene) }
    }

    /// Gives the app background time to fetch, waking it if suspended.
    ///
    /// - Returns: The fetch completion's record, or `nil` if no service fetches in the background.
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background or suspended.
    @discardableResult
    public func backgroundFetch() throws -> SystemCompletion<UIBackgroundFetchResult>? {
        try system.performBackgroundFetch()
    }

    /// Sends a memory warning.
    public func memoryWarning() {
        system.receiveMemoryWarning()
    }

    /// Terminates the app as the app switcher does: moves it to the background if needed, then, while it
    /// still runs, disconnects its scenes and calls `applicationWillTerminate`.
    ///
    /// Without scenes: resign active and enter background if needed, then `applicationWillTerminate`. With
    /// scenes: ``moveToBackground()``, `sceneDidDisconnect` for each scene, then `applicationWillTerminate`.
    /// A suspended app is purged without any call. If the app never became active, its launch graph's later
    /// phases can never start; ``warnings`` then says so (see ``launchStall``).
    ///
    /// - Throws: ``HeadlessTransitionError`` if the app is not running.
    public func terminate() throws {
        defer { reportStalledLaunch() }
        guard usesScenes else {
            if system.state == .active { try system.resignActive() }
            if system.state == .inactive { try system.enterBackground() }
            try system.terminate()
            return
        }
        if system.state != .suspended {
            try moveToBackground()
            if system.state == .background {
                for scene in scenes { try system.disconnectScene(scene) }
                scenes.removeAll()
            }
        }
        try system.terminate()
    }

    private func reportStalledLaunch() {
        guard let stall = launchStall, stall.code == .phasesCannotStart else { return }
        Logger(label: "AppServicesTesting") { _ in log }.warning("\(stall)")
    }
}
#endif
