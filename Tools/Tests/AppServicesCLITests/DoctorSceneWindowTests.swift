import Foundation
import Testing

/// `doctor`'s "nothing creates the scene's window" check, held against what makes a window: a scene service alone
/// does not, the app delegate's window made visible does (`ServicesSceneDelegate` adopts it).
@Suite struct DoctorSceneWindowTests {
    @Test func aSceneServiceThatMakesNoWindowDoesNotSilenceTheWindowCheck() throws {
        let (status, result) = try DoctorFixture.result("scene-window")
        #expect(status == 0)
        #expect(result.findings.map(\.code) == ["sceneManifestWithoutSceneServices"])
        #expect(result.findings.first?.message.contains("nothing creates the scene's window") == true)
    }

    @Test func aWindowTheAppDelegateMakesVisibleIsAdoptedSoTheCheckIsQuiet() throws {
        let (status, result) = try DoctorFixture.result("scene-window", "--sources", "Adopted")
        #expect(status == 0)
        #expect(result.findings.isEmpty)
    }
}
