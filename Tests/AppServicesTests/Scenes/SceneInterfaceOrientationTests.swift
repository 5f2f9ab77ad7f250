import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

#if !os(tvOS)
/// The iOS 27 scene-level orientation callback: the same merge as the app-level one, `.all` meaning no opinion,
/// the answers intersecting, and never an empty mask.
@MainActor
@Suite struct SceneInterfaceOrientationTests {
    static let selector = "supportedInterfaceOrientationsForWindowScene:"

    static func launched(
        _ services: [RecordingService], infoPlist: UIInterfaceOrientationMask
    ) throws -> (HeadlessAppDriver, UIWindowScene) {
        let driver = HeadlessAppDriver(
            services: services, usesScenes: true,
            options: HeadlessSystem.Options(supportedInterfaceOrientations: infoPlist))
        try driver.coldLaunch()
        return (driver, try #require(driver.scenes.first))
    }

    /// Asks the scene's delegate as UIKit does, only if it responds; `nil` if it does not.
    static func ask(_ driver: HeadlessAppDriver, _ scene: UIWindowScene) -> UIInterfaceOrientationMask? {
        let answer = driver.system.deliver(to: scene, selector) {
            ($0 as? any UIWindowSceneDelegate)?.supportedInterfaceOrientations(for: scene)
        }
        return answer ?? nil
    }

    static func constraint(_ mask: UIInterfaceOrientationMask) -> RecordingService {
        let service = RecordingService(handling: [.windowSceneSupportedInterfaceOrientations])
        service.answers.sceneInterfaceOrientations = mask
        return service
    }

    @Test func theAnswerIsTheIntersectionOfTheServicesMasksAndAllMeansNoOpinion() throws {
        let services = [
            Self.constraint(.allButUpsideDown), Self.constraint(.all),
            Self.constraint([.portrait, .landscapeLeft, .portraitUpsideDown]),
        ]
        let (driver, scene) = try Self.launched(services, infoPlist: .all)

        #expect(Self.ask(driver, scene) == [.portrait, .landscapeLeft])
        #expect(services.allSatisfy { $0.callbacks == [.windowSceneSupportedInterfaceOrientations] })
    }

    @Test func withoutAnAdopterTheMethodIsHiddenAndWithoutAnOpinionTheAppsOrientationsDecide() throws {
        let (nobody, itsScene) = try Self.launched([], infoPlist: .landscape)
        #expect(Self.ask(nobody, itsScene) == nil, "UIKit does not ask a delegate that does not respond")

        let (driver, scene) = try Self.launched([Self.constraint(.all)], infoPlist: .landscape)
        #expect(Self.ask(driver, scene) == .landscape)
    }

    @Test func masksWithNothingInCommonFallBackToTheAppsOrientationsNeverToAnEmptyMask() throws {
        let (driver, scene) = try Self.launched(
            [Self.constraint(.portrait), Self.constraint(.landscape)], infoPlist: .allButUpsideDown)
        var records: [DispatchRecord] = []
        driver.appDelegate.host.observer = { records.append($0) }

        #expect(Self.ask(driver, scene) == .allButUpsideDown)
        #expect(records.map(\.merged) == ["portrait, landscapeLeft, landscapeRight (the app's, conflict)"])
    }
}
#endif
