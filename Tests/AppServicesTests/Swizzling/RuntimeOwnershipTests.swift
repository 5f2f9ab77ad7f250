import AppServices
import Foundation
import SwizzlerModels
import Testing
import UIKitHeadless

/// Each headless system's method tables answer only for the objects of that system: an SDK model's swizzle in one
/// app never changes what another app's adapters advertise, whichever system was made last (tests run systems side
/// by side on the main actor, one after another).
@MainActor
@Suite struct RuntimeOwnershipTests {
    /// Airship swaps the library's presentation and response callbacks in place on the notification-center delegate
    /// class of one app; an adapter of the same class made afterwards, outside that app, still advertises nothing.
    @Test func anSDKsInPlaceSwapInOneAppLeavesAnotherAppsAdapterAlone() throws {
        let swizzled = InPlaceSwizzlerModelTests.PresentationOnlyApp()
        let system = HeadlessSystem(delegate: swizzled, notificationCenter: NotificationCenter())
        AirshipNotificationCenterModel().takeOff()
        try system.launch()

        let elsewhere = ServicesNotificationCenterDelegate(host: ServiceHost())

        #expect(!elsewhere.responds(to: NSSelectorFromString(SwizzledSelector.willPresent)))
        #expect(!elsewhere.responds(to: NSSelectorFromString(SwizzledSelector.didReceiveResponse)))
    }

    /// The swizzled app's own notification-center delegate still advertises both callbacks to its system, asked
    /// from outside any delivery, as a test asks it.
    @Test func theSwizzledAppsOwnDelegateStillAdvertisesTheSwappedCallbacks() throws {
        let swizzled = InPlaceSwizzlerModelTests.PresentationOnlyApp()
        let system = HeadlessSystem(delegate: swizzled, notificationCenter: NotificationCenter())
        AirshipNotificationCenterModel().takeOff()
        try system.launch()
        _ = HeadlessSystem(delegate: ServicesAppDelegate(), notificationCenter: NotificationCenter())

        let delegate = try #require(system.userNotificationCenter.delegate)

        #expect(HeadlessSystem.responds(delegate, to: SwizzledSelector.didReceiveResponse))
    }
}
