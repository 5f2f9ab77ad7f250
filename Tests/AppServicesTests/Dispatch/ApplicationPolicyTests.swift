import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct ApplicationPolicyTests {
    static let extensionPoint = "application:shouldAllowExtensionPointIdentifier:"
    static let keyCommands = "applicationShouldAutomaticallyLocalizeKeyCommands:"

    @Test func anExtensionPointIsAllowedOnlyIfEveryServiceAllowsItAndEveryServiceIsAsked() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [
            KeyboardPolicy(allows: true, log), SecureInput(allows: false, log), Analytics(allows: true, log),
        ])
        let system = appStateSystem(delegate)

        #expect(delegate.advertises(Self.extensionPoint))
        #expect(!system.shouldAllowExtensionPoint(.keyboard))
        #expect(log.entries == ["KeyboardPolicy", "SecureInput", "Analytics"], "a veto does not stop the others")

        let permissive = TestAppDelegate(services: [KeyboardPolicy(allows: true, log), Analytics(allows: true, log)])
        #expect(appStateSystem(permissive).shouldAllowExtensionPoint(.keyboard))
    }

    @Test func withoutAnExtensionPointServiceTheMethodIsHiddenAndUIKitAllows() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Localizer(localizes: false, log)])
        let system = appStateSystem(delegate)

        #expect(!delegate.advertises(Self.extensionPoint))
        #expect(system.shouldAllowExtensionPoint(.keyboard))
        #expect(system.log.isEmpty)
        #expect(delegate.host.application(system.application, shouldAllowExtensionPointIdentifier: .keyboard))
    }

    @Test func keyCommandsAreLocalizedOnlyIfEveryServiceSaysYesAndEveryServiceIsAsked() {
        let log = CallLog()
        let optingOut = TestAppDelegate(services: [Localizer(localizes: false, log), Shortcuts(localizes: true, log)])
        let application = appStateSystem(optingOut).application

        #expect(optingOut.advertises(Self.keyCommands))
        #expect(!optingOut.applicationShouldAutomaticallyLocalizeKeyCommands(application))
        #expect(log.entries == ["Localizer", "Shortcuts"])

        let agreeing = TestAppDelegate(services: [Shortcuts(localizes: true, log)])
        #expect(agreeing.applicationShouldAutomaticallyLocalizeKeyCommands(appStateSystem(agreeing).application))

        let unrelated = TestAppDelegate(services: [KeyboardPolicy(allows: false, log)])
        #expect(!unrelated.advertises(Self.keyCommands))
        #expect(unrelated.host.applicationShouldAutomaticallyLocalizeKeyCommands(appStateSystem(unrelated).application))
    }
}

/// An extension-point policy that records under its type's name that it was asked.
private class ExtensionPolicy: ExtensionPointService {
    let allows: Bool
    let log: CallLog

    init(allows: Bool, _ log: CallLog) {
        self.allows = allows
        self.log = log
    }

    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        log.append(String(describing: type(of: self)))
        return allows
    }
}

private final class KeyboardPolicy: ExtensionPolicy {}
private final class SecureInput: ExtensionPolicy {}
private final class Analytics: ExtensionPolicy {}

/// A key-command policy that records under its type's name that it was asked.
private class KeyCommandPolicy: KeyCommandLocalizationService {
    let localizes: Bool
    let log: CallLog

    init(localizes: Bool, _ log: CallLog) {
        self.localizes = localizes
        self.log = log
    }

    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        log.append(String(describing: type(of: self)))
        return localizes
    }
}

private final class Localizer: KeyCommandPolicy {}
private final class Shortcuts: KeyCommandPolicy {}
