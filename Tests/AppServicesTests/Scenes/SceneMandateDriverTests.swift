import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// An app of services built with the iOS 27 SDK launches only if it adopts the scene life cycle: with a scene
/// manifest, or with a service that configures scenes (which makes the app delegate implement
/// `application(_:configurationForConnecting:options:)`).
@MainActor
@Suite struct SceneMandateDriverTests {
    static let iOS27 = HeadlessSystem.Options(sdk: .iOS27)

    @Test func anAppOfServicesWithoutScenesFailsToLaunchWithUIKitsMessage() {
        let recorder = RecordingService(handling: [.didBecomeActive])
        let driver = HeadlessAppDriver(services: [recorder], options: Self.iOS27)
        let error = #expect(throws: HeadlessTransitionError.self) { try driver.coldLaunch() }
        #expect(error?.code == .sceneLifecycleRequired)
        #expect(recorder.calls.isEmpty)
    }

    @Test func theSameServicesLaunchWithASceneManifest() throws {
        let recorder = RecordingService(handling: [.didBecomeActive])
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true, options: Self.iOS27)
        try driver.coldLaunch()
        #expect(recorder.callbacks == [.didBecomeActive])
    }

    @Test func aSceneConfigurationServiceIsTheConfigurationMethod() throws {
        let driver = HeadlessAppDriver(
            services: [RecordingService(handling: [.configurationForConnecting])], options: Self.iOS27)
        try driver.coldLaunch()
        #expect(driver.system.state == .active)
    }
}
