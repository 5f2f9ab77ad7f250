import AppServices
import Foundation
import SwizzlerModels
import Testing
import UIKitHeadless

/// `responds(to:)` of the library's three delegates once an SDK swizzled one of their methods, read from the
/// replica's method tables (on a device, from the Objective-C runtime, by the same decision).
@MainActor
@Suite struct RespondsAfterSwizzleTests {
    static let swizzled = HeadlessImplementation(name: "-[SDK swizzled]") { _ in () }

    @Test func anInPlaceSwapOfTheAppDelegatesOwnMethodIsAdvertised() {
        let app = SubclassApp(adopting: false)
        let system = HeadlessSystem(delegate: app, notificationCenter: NotificationCenter())
        let selector = SwizzledSelector.didRegister
        #expect(!app.responds(to: Selector(selector)))

        system.runtime.setImplementation(Self.swizzled, for: selector, in: ServicesAppDelegate.self)

        #expect(app.responds(to: Selector(selector)))
    }

    /// Orientations, scene configuration, state restoration and background fetch change what UIKit does by being
    /// there, so a swap of the library's own method does not advertise them; a subclass's method does.
    @Test(arguments: [
        "application:supportedInterfaceOrientationsForWindow:", "application:performFetchWithCompletionHandler:",
    ])
    func aPresenceSensitiveCallbackIsAdvertisedForASubclassOnly(selector: String) {
        let app = SubclassApp(adopting: false)
        let system = HeadlessSystem(delegate: app, notificationCenter: NotificationCenter())

        system.runtime.setImplementation(Self.swizzled, for: selector, in: ServicesAppDelegate.self)
        #expect(!app.responds(to: Selector(selector)))

        let subclassMethod = HeadlessImplementation(name: "-[GUL_SubclassApp \(selector)]") { _ in () }
        system.runtime.setInstanceMethod(subclassMethod, for: selector, of: app)
        #expect(app.responds(to: Selector(selector)))
    }

    @Test func anIsaSwizzledSceneDelegateAdvertisesTheAddedMethod() {
        let system = HeadlessSystem(delegate: SubclassApp(adopting: false), notificationCenter: NotificationCenter())
        let host = ServiceHost()
        let sceneDelegate = ServicesSceneDelegate(host: host)
        let selector = "scene:openURLContexts:"
        #expect(!sceneDelegate.responds(to: Selector(selector)))

        system.runtime.setInstanceMethod(Self.swizzled, for: selector, of: sceneDelegate)

        #expect(sceneDelegate.responds(to: Selector(selector)))
        #expect(!ServicesSceneDelegate(host: host).responds(to: Selector(selector)))
    }

    @Test func anInPlaceSwapOfTheNotificationCenterDelegatesMethodIsAdvertised() {
        let system = HeadlessSystem(delegate: SubclassApp(adopting: false), notificationCenter: NotificationCenter())
        let delegate = ServicesNotificationCenterDelegate(host: ServiceHost())
        system.userNotificationCenter.delegate = delegate
        let selector = SwizzledSelector.didReceiveResponse
        #expect(!delegate.responds(to: Selector(selector)))

        system.runtime.setImplementation(Self.swizzled, for: selector, in: ServicesNotificationCenterDelegate.self)

        #expect(delegate.responds(to: Selector(selector)))
    }
}
