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
                "Sources/AppDelegate.swift:4 error sceneLifecycleRequired",
                "Sources/BalanceCover.swift:5 warning windowWithoutScene",
            ])
    }

    /// Windows real apps already handle are not warnings (#34, whole trees).
    ///
    /// The app's window held in a constant the delegate then assigns to `window` (Session's
    /// `let mainWindow = …(frame:)`), which a `ServicesAppDelegate` moves into the main scene; a window given a scene
    /// once made (Zotero's debug window); the frame-made fallback of a choice with a window for the scene (ownCloud's
    /// app lock, Zotero's snapshot window, Pocket Casts' early return), which runs only where there is no scene; a placeholder anchor
    /// (`view.window ?? UIWindow()`, Habitica's sign-in). None is a warning; a stored window without a scene still is.
    @Test func windowsTheAppAlreadyHandlesAreNotWarnings() throws {
        let (status, result) = try DoctorFixture.result("windows-already-handled")
        #expect(status == 1)
        #expect(
            result.summary == [
                "Sources/AppDelegate.swift:7 error sceneLifecycleRequired",
                "Sources/PasscodeLock.swift:8 warning windowWithoutScene",
            ])
    }
}
