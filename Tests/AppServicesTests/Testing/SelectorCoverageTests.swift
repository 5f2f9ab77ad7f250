import AppServices
import AppServicesTesting
import Testing
import UIKitHeadless

/// Every callback of the iOS SDK's delegate-selector list reaches a service through the real adapters,
/// and the adapters advertise it when a service handles it.
@MainActor
@Suite struct SelectorCoverageTests {
    /// The methods a delivery reaches on a service that adopts every capability, where that is not the
    /// delivered selector alone, with the merge rule that says so.
    static let reachedMethods: [String: [String]] = [
        // The deprecated launch callback's services are told within didFinishLaunching, since UIKit sends
        // applicationDidFinishLaunching: only to a delegate without the options variants.
        "application:didFinishLaunchingWithOptions:": [
            "application:didFinishLaunchingWithOptions:", "applicationDidFinishLaunching:",
        ],
        // All three URL entry points enter one chain; a service that adopts the modern method is asked
        // through it, a legacy-only one through its own.
        "application:handleOpenURL:": ["application:openURL:options:"],
        "application:openURL:sourceApplication:annotation:": ["application:openURL:options:"],
        // Once the fetch variant is advertised UIKit never calls the plain one, so its services are told
        // from the fetch variant, first.
        "application:didReceiveRemoteNotification:fetchCompletionHandler:": [
            "application:didReceiveRemoteNotification:",
            "application:didReceiveRemoteNotification:fetchCompletionHandler:",
        ],
        // A scene-based app's scene callbacks carry the app-level events UIKit no longer sends the app
        // delegate: app-level setup before the scene's, teardown after it. The stage's scene is active, so
        // resigning it resigns the app, and sending it to the background resigns and backgrounds the app.
        "sceneWillResignActive:": ["sceneWillResignActive:", "applicationWillResignActive:"],
        "sceneDidEnterBackground:": [
            "sceneDidEnterBackground:", "applicationWillResignActive:", "applicationDidEnterBackground:",
        ],
        "scene:willContinueUserActivityWithType:": [
            "application:willContinueUserActivityWithType:", "scene:willContinueUserActivityWithType:",
        ],
        "scene:continueUserActivity:": [
            "application:continueUserActivity:restorationHandler:", "scene:continueUserActivity:",
        ],
        "scene:didFailToContinueUserActivityWithType:error:": [
            "application:didFailToContinueUserActivityWithType:error:",
            "scene:didFailToContinueUserActivityWithType:error:",
        ],
        "scene:didUpdateUserActivity:": ["application:didUpdateUserActivity:", "scene:didUpdateUserActivity:"],
        "windowScene:performActionForShortcutItem:completionHandler:": [
            "application:performActionForShortcutItem:completionHandler:",
            "windowScene:performActionForShortcutItem:completionHandler:",
        ],
        "windowScene:userDidAcceptCloudKitShareWithMetadata:": [
            "application:userDidAcceptCloudKitShareWithMetadata:",
            "windowScene:userDidAcceptCloudKitShareWithMetadata:",
        ],
    ]

    @Test func theSDKListHasEveryDelegateCallbackAndEachHasExactlyOnePath() throws {
        let rows = try SDKSelectorRow.callbacks()
        let tabled = HeadlessDelegateSelectors.entries.filter { $0.selector != "window (property)" }
        #expect(rows.count == tabled.count, "the SDK list and the callback table differ in their callbacks")
        #expect(Set(rows.map(\.selector)).count == rows.count, "a selector is listed twice")
        let listed = Set(rows.map(\.selector))
        let stale = Set(ForwardingPath.all.keys).subtracting(listed)
        #expect(stale.isEmpty, "paths for selectors the SDK list does not have: \(stale.sorted())")
    }

    @Test func everyCallbackOfTheSDKListReachesTheRecordingServiceThroughItsAdapter() throws {
        for row in try SDKSelectorRow.callbacks() {
            guard let path = ForwardingPath.all[row.selector] else {
                Issue.record("\(row.protocolName) \(row.selector) has no forwarding path")
                continue
            }
            let stage = try CoverageStage(launched: path.needsLaunch)
            try path.deliver(stage)
            let expected = Self.reachedMethods[row.selector] ?? [row.selector]
            #expect(stage.recorder.selectors == expected, "\(row.protocolName) \(row.selector)")
        }
    }

    @Test func theAdaptersAdvertiseEveryCallbackWhenAServiceHandlesEverythingButThePlainRemoteNotification()
        throws
    {
        let stage = try CoverageStage(launched: true)
        for row in try SDKSelectorRow.callbacks() {
            let advertised = try stage.advertises(row.selector, on: row.protocolName)
            #expect(
                advertised == (row.selector != "application:didReceiveRemoteNotification:"),
                "\(row.protocolName) \(row.selector)")
        }
    }

    @Test func thePlainRemoteNotificationIsAdvertisedOnlyWhileNoServiceHandlesTheFetchVariant() throws {
        let plain = "application:didReceiveRemoteNotification:"
        let fetch = "application:didReceiveRemoteNotification:fetchCompletionHandler:"
        let everything = HeadlessAppDriver(services: [RecordingService()])
        #expect(everything.appDelegate.responds(to: NSSelectorFromString(fetch)))
        #expect(!everything.appDelegate.responds(to: NSSelectorFromString(plain)))

        let plainOnly = HeadlessAppDriver(services: [RecordingService(handling: [.didReceiveRemoteNotification])])
        #expect(plainOnly.appDelegate.responds(to: NSSelectorFromString(plain)))
        #expect(!plainOnly.appDelegate.responds(to: NSSelectorFromString(fetch)))
        try plainOnly.coldLaunch()
        plainOnly.system.deliverRemoteNotification(["aps": ["alert": "hi"]])
        #expect(plainOnly.system.log.last?.name == plain, "UIKit falls back to the plain variant")
        #expect(plainOnly.host.service(ofType: RecordingService.self)?.selectors.last == plain)
    }
}
