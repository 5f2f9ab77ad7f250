import Foundation
import Testing
import UIKitHeadless

/// A plain `UIResponder` delegate answers `responds(to:)` as the Objective-C runtime does: from the methods its
/// class and superclasses have, so an app delegate that was never migrated behaves in the replica as on a device.
@MainActor
@Suite struct RespondsFromMethodTablesTests {
    static let didFinishLaunching = "application:didFinishLaunchingWithOptions:"
    static let didBecomeActive = "applicationDidBecomeActive:"

    /// An app delegate of before scenes: it launches and tracks activity, and has no scene configuration
    /// method.
    class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
        override init() {
            HeadlessRuntime.declare(
                LegacyAppDelegate.self, selectors: [RespondsFromMethodTablesTests.didFinishLaunching])
            super.init()
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            true
        }
    }

    /// A subclass that adds one method of its own.
    final class ActiveTrackingAppDelegate: LegacyAppDelegate {
        override init() {
            HeadlessRuntime.declare(
                ActiveTrackingAppDelegate.self, selectors: [RespondsFromMethodTablesTests.didBecomeActive])
            super.init()
        }

        func applicationDidBecomeActive(_ application: UIApplication) {}
    }

    @Test func anAppDelegateThatWasNeverMigratedFailsTheIOS27RuleAsOnADevice() {
        let system = HeadlessSystem(
            delegate: LegacyAppDelegate(), options: HeadlessSystem.Options(sdk: .iOS27),
            notificationCenter: NotificationCenter())

        #expect(!system.usesScenes)
        let error = #expect(throws: HeadlessTransitionError.self) { try system.launch() }
        #expect(error?.code == .sceneLifecycleRequired)
    }

    @Test func aDelegateRespondsToTheMethodsItsClassAndSuperclassesDeclareAndNoOthers() {
        let delegate = ActiveTrackingAppDelegate()
        _ = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())

        #expect(HeadlessSystem.responds(delegate, to: Self.didFinishLaunching))
        #expect(HeadlessSystem.responds(delegate, to: Self.didBecomeActive))
        #expect(!HeadlessSystem.responds(delegate, to: "applicationWillResignActive:"))
        #expect(!HeadlessSystem.responds(LegacyAppDelegate(), to: Self.didBecomeActive))
    }

    @Test func theSystemCallsOnlyTheMethodsADelegateHas() throws {
        let system = HeadlessSystem(delegate: LegacyAppDelegate(), notificationCenter: NotificationCenter())

        try system.launch()
        try system.activate()

        #expect(system.log.filter { $0.kind == .applicationDelegate }.map(\.name) == [Self.didFinishLaunching])
    }

    @Test func aMethodASwizzlerAddsToOneObjectIsAnsweredForThatObjectOnly() {
        let delegate = LegacyAppDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        let added = HeadlessImplementation(name: "-[GUL_LegacyAppDelegate applicationDidBecomeActive:]") { _ in () }

        system.runtime.setInstanceMethod(added, for: Self.didBecomeActive, of: delegate)

        #expect(HeadlessSystem.responds(delegate, to: Self.didBecomeActive))
        #expect(!HeadlessSystem.responds(LegacyAppDelegate(), to: Self.didBecomeActive))
    }

    /// `NSStringFromClass(object_getClass(_:))`: the Swift class's name (a nested class named as `String(describing:)`
    /// names it), until an isa swizzle renames it.
    @Test func theClassNameIsTheSwiftClassesUntilAnIsaSwizzleRenamesIt() {
        let delegate = LegacyAppDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        #expect(system.runtime.className(of: delegate) == String(describing: type(of: delegate)))

        system.runtime.setClassName("GUL_LegacyAppDelegate-1", of: delegate)

        #expect(system.runtime.className(of: delegate) == "GUL_LegacyAppDelegate-1")
        #expect(system.runtime.className(of: LegacyAppDelegate()) == String(describing: LegacyAppDelegate.self))
    }
}
