import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct StateRestorationTests {
    static let secureSelectors = [
        "application:shouldSaveSecureApplicationState:", "application:shouldRestoreSecureApplicationState:",
        "application:willEncodeRestorableStateWithCoder:", "application:didDecodeRestorableStateWithCoder:",
    ]
    static let legacySelectors = [
        "application:shouldSaveApplicationState:", "application:shouldRestoreApplicationState:",
    ]
    static let viewControllerSelector = "application:viewControllerWithRestorationIdentifierPath:coder:"

    let coder = NSKeyedArchiver(requiringSecureCoding: true)

    @Test func savingNeedsEveryRestorationServicesYesAndAsksThemAll() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [
            Drafts(log, save: true), Session(log, save: false), Preferences(log, save: true),
        ])
        let application = appStateSystem(delegate).application

        #expect(Self.secureSelectors.allSatisfy(delegate.advertises))
        #expect(!delegate.application(application, shouldSaveSecureApplicationState: coder))
        #expect(log.entries == ["Drafts save", "Session save", "Preferences save"])

        let agreeing = TestAppDelegate(services: [Drafts(log, save: true), Preferences(log, save: true)])
        #expect(agreeing.application(application, shouldSaveSecureApplicationState: coder))
    }

    @Test func restoringNeedsEveryRestorationServicesYesAndAsksThemAll() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Drafts(log, restore: false), Session(log), Preferences(log)])
        let application = appStateSystem(delegate).application

        #expect(!delegate.application(application, shouldRestoreSecureApplicationState: coder))
        #expect(log.entries == ["Drafts restore", "Session restore", "Preferences restore"])

        let agreeing = TestAppDelegate(services: [Session(log), Preferences(log)])
        #expect(agreeing.application(application, shouldRestoreSecureApplicationState: coder))
    }

    @Test func withoutARestorationServiceNothingIsAdvertisedAndTheAppDoesNotOptIn() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Legacy(log)])
        let application = appStateSystem(delegate).application

        #expect(!Self.secureSelectors.contains(where: delegate.advertises))
        #expect(!delegate.host.application(application, shouldSaveSecureApplicationState: coder))
        #expect(!delegate.host.application(application, shouldRestoreSecureApplicationState: coder))
        #expect(log.entries.isEmpty)
    }

    @Test func everyServiceEncodesItsOwnKeysIntoTheSharedCoderInOrder() throws {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Drafts(log), Session(log)])
        let application = appStateSystem(delegate).application

        delegate.application(application, willEncodeRestorableStateWith: coder)
        coder.finishEncoding()

        #expect(log.entries == ["Drafts encode", "Session encode"])
        let decoder = try NSKeyedUnarchiver(forReadingFrom: coder.encodedData)
        #expect(decoder.decodeInteger(forKey: "Drafts.value") == 1)
        #expect(decoder.decodeInteger(forKey: "Session.value") == 2)
    }

    @Test func everyServiceDecodesFromTheSharedCoderInOrder() throws {
        coder.encode(41, forKey: "Drafts.value")
        coder.encode(42, forKey: "Session.value")
        coder.finishEncoding()
        let decoder = try NSKeyedUnarchiver(forReadingFrom: coder.encodedData)
        let log = CallLog()
        let drafts = Drafts(log)
        let session = Session(log)
        let delegate = TestAppDelegate(services: [drafts, session])

        delegate.application(appStateSystem(delegate).application, didDecodeRestorableStateWith: decoder)

        #expect(log.entries == ["Drafts decode", "Session decode"])
        #expect(drafts.decoded == 41)
        #expect(session.decoded == 42)
    }

    @Test func theFirstViewControllerForAPathWinsAndLaterServicesAreNotAsked() {
        let log = CallLog()
        let editor = UIViewController()
        let delegate = TestAppDelegate(services: [
            Preferences(log), ListScreens(log, nil), EditorScreens(log, editor), OtherScreens(log, UIViewController()),
        ])
        let application = appStateSystem(delegate).application

        #expect(delegate.advertises(Self.viewControllerSelector))
        let restored = delegate.application(
            application, viewControllerWithRestorationIdentifierPath: ["root", "editor"], coder: coder)
        #expect(restored === editor)
        #expect(log.entries == ["ListScreens root/editor", "EditorScreens root/editor"])
    }

    @Test func aPathNoServiceRestoresGivesNilAndTheMethodIsHiddenWithoutAnAdopter() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [ListScreens(log, nil), EditorScreens(log, nil)])
        let application = appStateSystem(delegate).application

        #expect(
            delegate.application(application, viewControllerWithRestorationIdentifierPath: ["x"], coder: coder) == nil)
        #expect(log.entries == ["ListScreens x", "EditorScreens x"])
        #expect(!TestAppDelegate(services: [Drafts(log)]).advertises(Self.viewControllerSelector))
    }

    @Test func theDeprecatedSaveQuestionNeedsEveryLegacyServicesYesAndIsAdvertisedOnlyForThem() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Legacy(log, save: false), Drafts(log), OtherLegacy(log)])
        let application = appStateSystem(delegate).application

        #expect(Self.legacySelectors.allSatisfy(delegate.advertises))
        #expect(!delegate.application(application, shouldSaveApplicationState: coder))
        #expect(log.entries == ["Legacy save", "OtherLegacy save"], "only the legacy services are asked")
        #expect(
            TestAppDelegate(services: [Legacy(log), OtherLegacy(log)]).application(
                application, shouldSaveApplicationState: coder))

        let modern = TestAppDelegate(services: [Drafts(log)])
        #expect(!Self.legacySelectors.contains(where: modern.advertises))
        #expect(!modern.host.application(application, shouldSaveApplicationState: coder))
    }

    @Test func theDeprecatedRestoreQuestionNeedsEveryLegacyServicesYes() {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Legacy(log), OtherLegacy(log, restore: false)])
        let application = appStateSystem(delegate).application

        #expect(!delegate.application(application, shouldRestoreApplicationState: coder))
        #expect(log.entries == ["Legacy restore", "OtherLegacy restore"])
        #expect(TestAppDelegate(services: [Legacy(log)]).application(application, shouldRestoreApplicationState: coder))
    }
}

/// A restoration service that answers as configured and saves one integer under its type's name.
private class Restorable: StateRestorationService {
    let log: CallLog
    let save: Bool
    let restore: Bool
    var decoded: Int?

    init(_ log: CallLog, save: Bool = true, restore: Bool = true) {
        self.log = log
        self.save = save
        self.restore = restore
    }

    var name: String { String(describing: type(of: self)) }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        log.append("\(name) save")
        return save
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        log.append("\(name) restore")
        return restore
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        log.append("\(name) encode")
        coder.encode(name == "Drafts" ? 1 : 2, forKey: "\(name).value")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        log.append("\(name) decode")
        decoded = coder.decodeInteger(forKey: "\(name).value")
    }
}

private final class Drafts: Restorable {}
private final class Session: Restorable {}
private final class Preferences: Restorable {}

/// A service that restores one view controller, or none, for any path.
private class ScreenFactory: RestorationViewControllerService {
    let log: CallLog
    let viewController: UIViewController?

    init(_ log: CallLog, _ viewController: UIViewController?) {
        self.log = log
        self.viewController = viewController
    }

    func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        log.append("\(type(of: self)) \(identifierComponents.joined(separator: "/"))")
        return viewController
    }
}

private final class ListScreens: ScreenFactory {}
private final class EditorScreens: ScreenFactory {}
private final class OtherScreens: ScreenFactory {}

/// A service with state-restoration code from before iOS 13.2.
private class LegacyRestorable: LegacyStateRestorationService {
    let log: CallLog
    let save: Bool
    let restore: Bool

    init(_ log: CallLog, save: Bool = true, restore: Bool = true) {
        self.log = log
        self.save = save
        self.restore = restore
    }

    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        log.append("\(type(of: self)) save")
        return save
    }

    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        log.append("\(type(of: self)) restore")
        return restore
    }
}

private final class Legacy: LegacyRestorable {}
private final class OtherLegacy: LegacyRestorable {}
