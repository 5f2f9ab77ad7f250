#if !canImport(UIKit)
import Foundation
import MigrationFixtureSupport
@testable import MigrationOriginals
@testable import MigrationResults
import Testing
import UIKitHeadless

/// The migrated shop app runs the same code, in the same order, with the same answers to the system, as the
/// delegate it was migrated from.
struct MigrationEquivalenceTests {
    static let scenarios: [MigrationScenario] = [
        MigrationScenario(app: .shopWithScenes, name: "launch, push registration and pushes, background, termination") {
            system in
            let launch = try system.launch()
            let window = system.application.delegate?.window ?? nil
            let scene = try system.connectScene()
            try system.activateScene(scene)
            try system.completeRemoteNotificationRegistration(deviceToken: Data([0x0a, 0x0b]))
            try system.failRemoteNotificationRegistration(error: URLError(.notConnectedToInternet))
            let order = system.deliverRemoteNotification(["order": "42"])
            let other = system.deliverRemoteNotification(["campaign": "spring"])
            try system.deactivateScene(scene)
            try system.backgroundScene(scene)
            try system.terminate()
            return [
                "launch \(launch.handled)", "window \(window != nil)",
                "registration requested \(system.remoteNotificationRegistrationRequested)",
                "order \(order?.values ?? [])", "other \(other?.values ?? [])",
            ]
        },
        MigrationScenario(app: .shopWithScenes, name: "deep links: URLs and user activities") { system in
            try system.launch()
            let scene = try system.connectScene()
            try system.activateScene(scene)
            system.openURL(URL(string: "https://shop.example/items/7")!, in: scene)
            system.openURL(URL(string: "https://elsewhere.example/page")!, in: scene)
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = URL(string: "https://shop.example/cart")
            system.continueUserActivity(activity, in: scene)
            return []
        },
        MigrationScenario(
            app: .shopWithScenes, name: "background fetch, background URL session, entering the background"
        ) {
            system in
            try system.launchInBackground()
            let first = try system.performBackgroundFetch()
            let second = try system.performBackgroundFetch()
            let session = system.handleEventsForBackgroundURLSession("shop.uploads")
            let scene = try system.connectScene()
            if scene.activationState == .background { try system.foregroundScene(scene) }
            try system.activateScene(scene)
            try system.deactivateScene(scene)
            try system.backgroundScene(scene)
            return [
                "first \(first?.values ?? [])", "second \(second?.values ?? [])",
                "session \(session?.values ?? [])",
            ]
        },
        MigrationScenario(app: .shopWithScenes, name: "notifications presented and opened") { system in
            try system.launch()
            let scene = try system.connectScene()
            try system.activateScene(scene)
            let request = UNNotificationRequest(identifier: "sale", content: UNNotificationContent(), trigger: nil)
            let notification = UNNotification(request: request)
            let presented = system.presentNotification(notification)
            let opened = system.respondToNotification(UNNotificationResponse(notification: notification))
            return [
                "presented \(presented?.values.map(\.rawValue) ?? [])", "opened \(opened?.values ?? [])",
            ]
        },
        MigrationScenario(app: .shopWithScenes, name: "kept code calls the notification methods that moved") {
            system in
            try system.launch()
            let request = UNNotificationRequest(identifier: "chat", content: UNNotificationContent(), trigger: nil)
            let response = UNNotificationResponse(notification: UNNotification(request: request))
            let delegate = system.application.delegate
            if let original = delegate as? MigrationOriginals.ShopAppDelegate {
                original.replaySupportNotification(response)
            } else {
                try #require(delegate as? MigrationResults.ShopAppDelegate).replaySupportNotification(response)
            }
            return []
        },
        MigrationScenario(app: .shopWithScenes, name: "a scene connects, opens a link, enters the background") {
            system in
            try system.launch()
            let scene = try system.connectScene()
            try system.activateScene(scene)
            system.openURL(URL(string: "https://shop.example/items/9")!, in: scene)
            try system.deactivateScene(scene)
            try system.backgroundScene(scene)
            let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil
            return ["window \(window != nil)"]
        },
        MigrationScenario(app: .shopWithScenes, name: "two windows on an iPad, each with its own window") { system in
            try system.launch()
            let scenes = [try system.connectScene(), try system.connectScene()]
            for scene in scenes { try system.activateScene(scene) }
            system.openURL(URL(string: "https://shop.example/items/4")!, in: scenes[0])
            system.openURL(URL(string: "https://shop.example/items/5")!, in: scenes[1])
            try system.deactivateScene(scenes[0])
            try system.backgroundScene(scenes[0])
            try system.disconnectScene(scenes[0])
            let windows = scenes.map { ($0.delegate as? any UIWindowSceneDelegate)?.window ?? nil }
            return [
                "windows \(windows.map { $0 != nil })", "distinct \(windows[0] !== windows[1])",
                "own scene \(zip(windows, scenes).map { $0?.windowScene === $1 })",
            ]
        },
        MigrationScenario(app: .journal, name: "journal: launch from a link, quick actions, links, memory warning") {
            system in
            let launch = try system.launch(options: [.url: URL(string: "journal://today")!])
            try system.activate()
            let added = system.performShortcut(UIApplicationShortcutItem(type: "journal.new", localizedTitle: "New"))
            let unknown = system.performShortcut(UIApplicationShortcutItem(type: "journal.other", localizedTitle: "?"))
            let opened = system.openURL(URL(string: "journal://entry/3")!)
            let foreign = system.openURL(URL(string: "https://journal.example/entry/3")!)
            system.receiveMemoryWarning()
            try system.resignActive()
            try system.activate()
            return [
                "launch \(launch.handled)", "added \(added?.values ?? [])", "unknown \(unknown?.values ?? [])",
                "opened \(String(describing: opened))", "foreign \(String(describing: foreign))",
            ]
        },
    ]

    @Test(arguments: scenarios)
    @MainActor
    func migratedAppRunsTheSameCode(_ scenario: MigrationScenario) throws {
        let original = try scenario.runOriginal()
        let migrated = try scenario.runMigrated()
        #expect(!original.trace.isEmpty)
        #expect(migrated == original)
    }
}
#endif
