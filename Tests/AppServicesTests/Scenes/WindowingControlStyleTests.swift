import AppServices
import AppServicesTesting
import Testing
import UIKitHeadless

/// The iOS 26 windowing-control-style callback: the first service with a style other than `.automatic` (no opinion)
/// decides, later ones are not asked, `.automatic` without one; the replica asks the scene's delegate only when the
/// style is determined.
@MainActor
@Suite struct WindowingControlStyleTests {
    static let selector = "preferredWindowingControlStyleForScene:"

    static func launched(_ services: [RecordingService]) throws -> (HeadlessAppDriver, UIWindowScene) {
        let driver = HeadlessAppDriver(services: services, usesScenes: true)
        try driver.coldLaunch()
        return (driver, try #require(driver.scenes.first))
    }

    /// A service that answers `style`, `.automatic` being no opinion.
    static func styling(_ style: UIWindowScene.WindowingControlStyle) -> RecordingService {
        let service = RecordingService(handling: [.windowScenePreferredWindowingControlStyle])
        service.answers.windowingControlStyle = style
        return service
    }

    static func asks(_ driver: HeadlessAppDriver) -> Int {
        driver.system.log.filter { $0 == HeadlessLogEntry(.sceneDelegate, selector) }.count
    }

    @Test func theFirstServiceWithAStyleOtherThanAutomaticDecidesAndLaterServicesAreNotAsked() throws {
        let services = [Self.styling(.automatic), Self.styling(.minimal), Self.styling(.unified)]
        let (driver, scene) = try Self.launched(services)
        var records: [DispatchRecord] = []
        driver.host.observer = { records.append($0) }

        #expect(try driver.system.determineWindowingControlStyle(for: scene) == .minimal)
        #expect(services.map(\.callbacks.count) == [1, 1, 0], "the third service is not asked")
        #expect(records.map(\.merged) == ["minimal"])
    }

    @Test func theOrderOfTheServicesDecidesWhichStyleWins() throws {
        let (driver, scene) = try Self.launched([Self.styling(.unified), Self.styling(.minimal)])
        #expect(try driver.system.determineWindowingControlStyle(for: scene) == .unified)
    }

    @Test func withoutAStyleFromAnyServiceTheSceneGetsTheSystemsAutomaticStyle() throws {
        let services = [Self.styling(.automatic), Self.styling(.automatic)]
        let (driver, scene) = try Self.launched(services)
        var records: [DispatchRecord] = []
        driver.host.observer = { records.append($0) }

        #expect(try driver.system.determineWindowingControlStyle(for: scene) == .automatic)
        #expect(services.allSatisfy { $0.callbacks == [.windowScenePreferredWindowingControlStyle] })
        #expect(records.map(\.merged) == ["automatic"])
    }

    @Test func withoutAnAdopterUIKitDoesNotAskTheDelegateAndUsesTheAutomaticStyle() throws {
        let (driver, scene) = try Self.launched([])
        let sceneDelegate = try #require(scene.delegate as? ServicesSceneDelegate)

        #expect(!HeadlessSystem.responds(sceneDelegate, to: Self.selector))
        #expect(try driver.system.determineWindowingControlStyle(for: scene) == .automatic)
        #expect(Self.asks(driver) == 0)
    }

    @Test func theReplicaAsksTheScenesDelegateWhenTheStyleIsDeterminedNotAtLaunch() throws {
        let service = Self.styling(.minimal)
        let (driver, scene) = try Self.launched([service])
        #expect(service.callbacks.isEmpty, "connecting and activating the scene does not ask")
        #expect(Self.asks(driver) == 0)

        _ = try driver.system.determineWindowingControlStyle(for: scene)
        #expect(service.callbacks == [.windowScenePreferredWindowingControlStyle])
        #expect(driver.system.log.last == HeadlessLogEntry(.sceneDelegate, Self.selector))
    }

    @Test func aDisconnectedSceneHasNoStyleToDetermine() throws {
        let service = Self.styling(.minimal)
        let (driver, scene) = try Self.launched([service])
        try driver.disconnectScene(scene)

        let error = try #require(throws: HeadlessTransitionError.self) {
            try driver.system.determineWindowingControlStyle(for: scene)
        }
        #expect(error.code == .illegalSceneTransition)
        #expect(service.callbacks.allSatisfy { $0 != .windowScenePreferredWindowingControlStyle })
    }

    @Test func theAdapterAnswersTheAutomaticStyleOnceItsHostIsGone() throws {
        var host: ServiceHost? = ServiceHost(services: [Self.styling(.minimal)])
        let sceneDelegate = ServicesSceneDelegate(host: try #require(host))
        let (_, scene) = try Self.launched([])
        #expect(sceneDelegate.preferredWindowingControlStyle(for: scene) == .minimal)

        host = nil
        #expect(sceneDelegate.preferredWindowingControlStyle(for: scene) == .automatic)
    }
}
