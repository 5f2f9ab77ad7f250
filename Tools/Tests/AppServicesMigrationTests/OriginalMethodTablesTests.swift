#if !canImport(UIKit)
import Foundation
@testable import MigrationOriginals
import Testing
import UIKitHeadless

/// The originals answer `responds(to:)` from the methods their source has, read by the tool's parser.
@MainActor
@Suite struct OriginalMethodTablesTests {
    @Test func everyDelegateClassOfTheOriginalsIsDeclaredWithTheCallbacksItsSourceImplements() throws {
        let found = try OriginalMethodTables.callbacksByClass()
        #expect(Set(found.keys) == Set(OriginalMethodTables.classes.keys))
        // A callback declared in an extension of another file counts, as it does for the class on a device.
        #expect(
            found["ShopAppDelegate"]?.contains("userNotificationCenter:willPresentNotification:withCompletionHandler:")
                == true)
        #expect(
            found["NewsAppDelegate"]?.contains("application:configurationForConnectingSceneSession:options:") == false)
    }

    /// The news app, which never moved to scenes, launches built with the iOS 26 SDK and fails to launch built with
    /// the iOS 27 SDK, as on a device: its delegate has no scene configuration method.
    @Test func theNewsAppAsWrittenFailsToLaunchBuiltWithTheIOS27SDK() throws {
        try OriginalMethodTables.declare()
        let system = HeadlessSystem(
            delegate: MigrationOriginals.NewsAppDelegate(), options: HeadlessSystem.Options(sdk: .iOS27),
            notificationCenter: NotificationCenter())

        #expect(!system.usesScenes)
        let error = #expect(throws: HeadlessTransitionError.self) { try system.launch() }
        #expect(error?.code == .sceneLifecycleRequired)
    }
}
#endif
