#if !canImport(UIKit)
import AppServices
import AppServicesTesting
import CarPlayHeadless
import Foundation
@testable import MigrationOriginals
@testable import MigrationResults
import Testing
import UIKitHeadless

/// The car library's CarPlay scene delegate and its migration (`appservices migrate`, #45) on the replica: as the
/// car's screen connects, each asks for a dark interface on it, once for each CarPlay scene, and lets the interface
/// controller go as the screen disconnects.
@MainActor
@Suite struct CarPlayEquivalenceTests {
    /// What a CarPlay scene's delegate did: the dark interface it asked for at the connection, and whether the
    /// interface controller was still held after the disconnection.
    struct Observed: Equatable {
        var prefersDark: Bool
        var heldAfterDisconnect: Bool
    }

    /// Connects and disconnects the car's screen; `holder` finds, while the scene is connected, what keeps the
    /// interface controller (the delegate, or the scene's service), and answers after whether it still does.
    private func drive(
        _ carPlayDelegate: @escaping @MainActor () -> any UISceneDelegate,
        holder: (HeadlessAppDriver, UIScene) -> () -> Bool
    ) throws -> Observed {
        var options = HeadlessSystem.Options(
            sceneDelegateFactory: { configuration in
                configuration.role == .carTemplateApplication ? carPlayDelegate() : ServicesSceneDelegate()
            }, supportsMultipleScenes: false)
        options.sceneClasses = [.carTemplateApplication: CPTemplateApplicationScene.self]
        let driver = HeadlessAppDriver(services: [], usesScenes: true, options: options)
        try driver.system.launch()
        var connection = HeadlessSceneConnection()
        connection.role = .carTemplateApplication
        let car = try driver.system.connectScene(connection, as: CPTemplateApplicationScene.self)
        let controller = car.interfaceController
        let holds = holder(driver, car)
        try driver.system.backgroundScene(car)
        try driver.system.disconnectScene(car)
        return Observed(prefersDark: controller.prefersDarkUserInterfaceStyle, heldAfterDisconnect: holds())
    }

    @Test func theMigratedCarPlayDelegateDoesWhatTheOriginalDid() throws {
        // The original is a plain class: off Apple platforms it states the CarPlay methods it has, as the
        // Objective-C runtime knows a compiled class's methods.
        HeadlessRuntime.declare(
            MigrationOriginals.CarLibrarySceneDelegate.self,
            selectors: [CarPlaySelectors.didConnect, CarPlaySelectors.didDisconnect])
        let original = try drive({ MigrationOriginals.CarLibrarySceneDelegate() }) { _, scene in
            let delegate = scene.delegate as? MigrationOriginals.CarLibrarySceneDelegate
            return { delegate?.interfaceController != nil }
        }
        let migrated = try drive({ MigrationResults.CarLibrarySceneDelegate() }) { driver, scene in
            let services = driver.host.services(attachedTo: scene).compactMap { $0 as? CarLibrarySceneService }
            #expect(services.count == 1, "one service for the CarPlay scene")
            return { services.contains { $0.interfaceController != nil } }
        }
        #expect(original == Observed(prefersDark: true, heldAfterDisconnect: false))
        #expect(migrated == original)
    }
}
#endif
