import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Keeps breadcrumbs of what the app went through, for crash reports.
final class CrashReportingService: MemoryWarningService, TerminationService {
    private(set) var breadcrumbs: [String] = []

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        breadcrumbs.append("memory warning")
        Demo.say("crash-reporting", "breadcrumb: memory warning")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Demo.say("crash-reporting", "writing \(breadcrumbs.count) breadcrumb(s) to disk")
    }
}
