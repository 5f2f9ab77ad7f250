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

    /// A whole source tree holds the app's tests (#34, Lockwise and Trust): a window a test makes without a scene
    /// (in a file importing XCTest, Testing, Quick or Nimble, or a module `@testable`) is not the app's, so not a
    /// warning; the app's own cover still is.
    @Test func windowsMadeInTestCodeAreNotTheAppsWindows() throws {
        let (status, result) = try DoctorFixture.result("windows-in-tests")
        #expect(status == 1)
        #expect(
            result.summary == [
                "Sources/AppDelegate.swift:4 error sceneLifeCycleRequired",
                "Sources/BalanceCover.swift:5 warning windowWithoutScene",
            ])
    }
}
