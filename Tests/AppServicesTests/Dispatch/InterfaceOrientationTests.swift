import Foundation
import PropertyBased
import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

#if !os(tvOS)
@MainActor
@Suite struct InterfaceOrientationTests {
    static let selector = "application:supportedInterfaceOrientationsForWindow:"

    @Test func theAnswerIsTheIntersectionOfTheServicesMasksAndAllMeansNoOpinion() throws {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [
            Player(.allButUpsideDown, log),
            Indifferent(nil, log),
            Reader([.portrait, .landscapeLeft, .portraitUpsideDown], log),
        ])
        let system = appStateSystem(delegate, options: .init(supportedInterfaceOrientations: .all))

        #expect(delegate.advertises(Self.selector))
        #expect(try system.supportedInterfaceOrientations() == [.portrait, .landscapeLeft])
        #expect(log.entries == ["Player", "Indifferent", "Reader"])
        #expect(system.log.contains(HeadlessLogEntry(.applicationDelegate, Self.selector)))
    }

    @Test func withoutAnAdopterTheMethodIsHiddenAndWithoutAnAnswerTheInfoPlistDecides() throws {
        let nobody = TestAppDelegate(services: [])
        let silent = appStateSystem(nobody, options: .init(supportedInterfaceOrientations: .landscape))
        #expect(!nobody.advertises(Self.selector))
        #expect(try silent.supportedInterfaceOrientations() == .landscape)
        #expect(silent.log.isEmpty, "UIKit reads the Info.plist without calling the delegate")

        let log = CallLog()
        let undecided = TestAppDelegate(services: [Indifferent(nil, log)])
        let system = appStateSystem(undecided, options: .init(supportedInterfaceOrientations: .portrait))
        #expect(try system.supportedInterfaceOrientations() == .portrait)
        #expect(log.entries == ["Indifferent"])
    }

    @Test func masksWithNothingInCommonFallBackToTheInfoPlistAndNameTheConflictingServices() throws {
        let capture = InMemoryLogCapture()
        let log = CallLog()
        let delegate = TestAppDelegate(
            services: [
                PortraitOnly(.portrait, log),
                Indifferent(nil, log),
                LandscapeOnly(.landscape, log),
            ], logger: capture.logger)
        let system = appStateSystem(delegate, options: .init(supportedInterfaceOrientations: .allButUpsideDown))
        var records: [DispatchRecord] = []
        delegate.host.observer = { records.append($0) }

        #expect(try system.supportedInterfaceOrientations() == .allButUpsideDown, "never the illegal empty mask")
        #expect(
            records == [
                DispatchRecord(
                    selector: Self.selector, services: ["PortraitOnly", "Indifferent", "LandscapeOnly"],
                    merged: "portrait, landscapeLeft, landscapeRight (Info.plist, conflict)")
            ])
        let warning = try #require(capture.messages.first)
        #expect(capture.messages.count == 1)
        #expect(warning.contains("PortraitOnly (portrait)"))
        #expect(warning.contains("LandscapeOnly (landscapeLeft, landscapeRight)"))
        #expect(!warning.contains("Indifferent"))
        #expect(warning.contains("Info.plist orientations (portrait, landscapeLeft, landscapeRight)"))
    }

    @Test func anyMixOfAnswersGivesTheirIntersectionOrTheInfoPlistAndNeverAnEmptyMask() async {
        let answers = Gen.int(in: -1...15).array(of: 0...6)
        await propertyCheck(count: 300, input: answers, Gen.int(in: 1...15)) { rawAnswers, rawInfoPlist in
            let log = CallLog()
            let masks = rawAnswers.map { $0 < 0 ? nil : Self.mask($0) }
            let infoPlist = Self.mask(rawInfoPlist)
            let capture = InMemoryLogCapture()
            let delegate = TestAppDelegate(
                services: masks.map { OrientationConstraint($0, log) }, logger: capture.logger)
            let system = appStateSystem(delegate, options: .init(supportedInterfaceOrientations: infoPlist))
            let given = masks.compactMap { $0 }.filter { $0 != .all }  // `.all` is no opinion
            let intersection = given.dropFirst().reduce(given.first ?? []) { $0.intersection($1) }
            let expected = intersection.isEmpty ? infoPlist : intersection

            #expect(throws: Never.self) { try system.supportedInterfaceOrientations() }
            #expect(delegate.application(system.application, supportedInterfaceOrientationsFor: nil) == expected)
            #expect(log.entries.count == 2 * masks.count, "every service is asked each time")
            let conflict = !given.isEmpty && intersection.isEmpty
            #expect(capture.messages.count == (conflict ? 2 : 0), "one warning per conflicting answer")
        }
    }

    /// Four bits of `raw` mapped onto the four orientations.
    static func mask(_ raw: Int) -> UIInterfaceOrientationMask {
        let orientations: [UIInterfaceOrientationMask] = [
            .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
        ]
        return orientations.enumerated().reduce(into: []) { mask, entry in
            if raw & (1 << entry.offset) != 0 { mask.insert(entry.element) }
        }
    }
}

/// A service that allows the orientations it was given, and records under its type's name that it was asked.
private class OrientationConstraint: InterfaceOrientationService {
    let mask: UIInterfaceOrientationMask?
    let log: CallLog

    /// `nil` stands for no opinion, which the service answers as `.all`.
    init(_ mask: UIInterfaceOrientationMask?, _ log: CallLog) {
        self.mask = mask
        self.log = log
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        log.append(String(describing: type(of: self)))
        return mask ?? .all
    }
}

private final class Player: OrientationConstraint {}
private final class Indifferent: OrientationConstraint {}
private final class Reader: OrientationConstraint {}
private final class PortraitOnly: OrientationConstraint {}
private final class LandscapeOnly: OrientationConstraint {}
#endif
