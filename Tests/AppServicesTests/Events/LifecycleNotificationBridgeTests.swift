#if !canImport(UIKit)
import AppServices
import Foundation
import Testing
import UIKitHeadless

@MainActor
private final class SilentAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
private final class SilentSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// Records the lifecycle events a bus delivers, in order.
@MainActor
private final class LifecycleRecorder {
    var application: [ApplicationLifecycleEvent.Kind] = []
    var scenes: [SceneLifecycleEvent] = []
    var tokens: [EventSubscription] = []

    init(bus: EventBus) {
        tokens.append(
            bus.subscribe(to: ApplicationLifecycleEvent.self) { [unowned self] in application.append($0.kind) })
        tokens.append(bus.subscribe(to: SceneLifecycleEvent.self) { [unowned self] in scenes.append($0) })
    }
}

@MainActor
@Suite struct LifecycleNotificationBridgeTests {
    let center = NotificationCenter()
    let bus = EventBus()

    @Test func everyApplicationNotificationArrivesAsATypedEventBeforeItReturns() throws {
        let system = HeadlessSystem(delegate: SilentAppDelegate(), notificationCenter: center)
        let bridge = LifecycleNotificationBridge(bus: bus, notificationCenter: center)
        let recorder = LifecycleRecorder(bus: bus)
        try system.launch()
        #expect(recorder.application == [.didFinishLaunching])
        try system.activate()
        try system.resignActive()
        try system.enterBackground()
        #expect(recorder.application.last == .didEnterBackground)
        system.protectedDataWillBecomeUnavailable()
        system.protectedDataDidBecomeAvailable()
        try system.enterForeground()
        system.receiveMemoryWarning()
        system.significantTimeChange()
        try system.enterBackground()
        try system.terminate()
        #expect(
            recorder.application == [
                .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground,
                .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable, .willEnterForeground,
                .didReceiveMemoryWarning, .significantTimeChange, .didEnterBackground, .willTerminate,
            ]
        )
        withExtendedLifetime(bridge) {}
    }

    @Test func aChangeOfTheReducedResourcePreferenceArrivesAsItsTypedEvent() throws {
        let system = HeadlessSystem(delegate: SilentAppDelegate(), notificationCenter: center)
        let bridge = LifecycleNotificationBridge(bus: bus, notificationCenter: center)
        let recorder = LifecycleRecorder(bus: bus)
        try system.launch()
        try system.activate()
        var seen: [Bool] = []
        let token = bus.subscribe(to: ApplicationLifecycleEvent.self) { event in
            if event.kind == .systemPrefersReducedResourceUsageDidChange {
                seen.append(UIApplication.shared.systemPrefersReducedResourceUsage)
            }
        }

        system.changeSystemPrefersReducedResourceUsage(to: true)
        system.changeSystemPrefersReducedResourceUsage(to: true)
        system.changeSystemPrefersReducedResourceUsage(to: false)

        #expect(seen == [true, false], "one event per change, the new value re-read in the handler")
        #expect(
            recorder.application.suffix(2) == [
                .systemPrefersReducedResourceUsageDidChange, .systemPrefersReducedResourceUsageDidChange,
            ])
        withExtendedLifetime((bridge, token)) {}
    }

    @Test func sceneNotificationsNameTheirScene() throws {
        let system = HeadlessSystem(
            delegate: SilentAppDelegate(),
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in SilentSceneDelegate() }),
            notificationCenter: center
        )
        let bridge = LifecycleNotificationBridge(bus: bus, notificationCenter: center)
        let recorder = LifecycleRecorder(bus: bus)
        try system.launch()
        let scene = try system.connectScene()
        try system.activateScene(scene)
        try system.deactivateScene(scene)
        try system.backgroundScene(scene)
        try system.disconnectScene(scene)
        let identifier = scene.session.persistentIdentifier
        #expect(
            recorder.scenes == [
                SceneLifecycleEvent(.willConnect, sceneIdentifier: identifier),
                SceneLifecycleEvent(.willEnterForeground, sceneIdentifier: identifier),
                SceneLifecycleEvent(.didActivate, sceneIdentifier: identifier),
                SceneLifecycleEvent(.willDeactivate, sceneIdentifier: identifier),
                SceneLifecycleEvent(.didEnterBackground, sceneIdentifier: identifier),
                SceneLifecycleEvent(.didDisconnect, sceneIdentifier: identifier),
            ]
        )
        #expect(recorder.application.contains(.didBecomeActive))
        withExtendedLifetime(bridge) {}
    }

    @Test func aStoppedOrReleasedBridgePostsNothing() throws {
        let system = HeadlessSystem(delegate: SilentAppDelegate(), notificationCenter: center)
        let recorder = LifecycleRecorder(bus: bus)
        do {
            let bridge = LifecycleNotificationBridge(bus: bus, notificationCenter: center)
            try system.launch()
            bridge.stop()
            try system.activate()
        }
        #expect(recorder.application == [.didFinishLaunching])
        do {
            _ = LifecycleNotificationBridge(bus: bus, notificationCenter: center)
        }
        system.receiveMemoryWarning()
        #expect(recorder.application == [.didFinishLaunching])
    }
}
#endif
