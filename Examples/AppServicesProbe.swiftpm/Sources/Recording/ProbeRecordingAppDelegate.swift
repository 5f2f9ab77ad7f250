import AppServices
import AppServicesDeviceProbe
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The probe's application delegate, as an adopter writes one, that records each call UIKit makes to it and
/// each `responds(to:)` question UIKit asks it, then does what the library does.
class ProbeRecordingAppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [ProbeCapabilities()] }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        let answer = super.responds(to: aSelector)
        if let aSelector {
            ProbeRecorder.shared.recordQuestion(
                .respondsTo, NSStringFromSelector(aSelector), receiver: .applicationDelegate, answer: answer)
        }
        return answer
    }

    #if canImport(UIKit)
    override class func instancesRespond(to aSelector: Selector!) -> Bool {
        let answer = super.instancesRespond(to: aSelector)
        if let aSelector {
            ProbeRecorder.shared.recordQuestion(
                .instancesRespondTo, NSStringFromSelector(aSelector), receiver: .applicationDelegate, answer: answer)
        }
        return answer
    }
    #endif

    override func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ProbeRecorder.shared.record(
            .applicationDelegate, "application:willFinishLaunchingWithOptions:",
            details: ["launchOptions": Self.describe(launchOptions)])
        return super.application(application, willFinishLaunchingWithOptions: launchOptions)
    }

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ProbeRecorder.shared.record(
            .applicationDelegate, "application:didFinishLaunchingWithOptions:",
            details: ["launchOptions": Self.describe(launchOptions)])
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    override func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        ProbeRecorder.shared.record(
            .applicationDelegate, "application:configurationForConnectingSceneSession:options:",
            details: ["role": connectingSceneSession.role.rawValue])
        return super.application(application, configurationForConnecting: connectingSceneSession, options: options)
    }

    /// The launch options' keys, sorted, or `none`.
    static func describe(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> String {
        guard let launchOptions, !launchOptions.isEmpty else { return "none" }
        return launchOptions.keys.map(\.rawValue).sorted().joined(separator: " ")
    }
}
