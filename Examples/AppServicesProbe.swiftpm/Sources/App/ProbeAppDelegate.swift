import AppServices
import AppServicesDeviceProbe
import Foundation
import UIKit

/// The probe app's delegate: the recording delegate, plus the launch's timings for the conformance index's
/// measurement, and the quick action the quick-action scenario uses.
@main
final class ProbeAppDelegate: ProbeRecordingAppDelegate {
    private var launchCallbacks: Duration = .zero

    override init() {
        ProbeSession.shared.beginLaunch()
        super.init()
    }

    override func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        var handled = true
        launchCallbacks += ContinuousClock().measure {
            handled = super.application(application, willFinishLaunchingWithOptions: launchOptions)
        }
        return handled
    }

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        var handled = true
        launchCallbacks += ContinuousClock().measure {
            handled = super.application(application, didFinishLaunchingWithOptions: launchOptions)
        }
        ProbeSession.shared.launchFinished(callbacks: launchCallbacks)
        application.shortcutItems = [
            UIApplicationShortcutItem(type: ProbeSession.quickActionType, localizedTitle: "Probe quick action")
        ]
        return handled
    }
}
