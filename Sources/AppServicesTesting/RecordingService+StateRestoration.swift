public import AppServices
public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// The UIApplicationDelegate state-restoration callbacks, secure and deprecated.
extension RecordingService: StateRestorationService, RestorationViewControllerService {
    /// Records the call and answers ``Answers/savesApplicationState``.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        record("application:shouldSaveSecureApplicationState:")
        return answers.savesApplicationState
    }

    /// Records the call and answers ``Answers/restoresApplicationState``.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder)
        -> Bool
    {
        record("application:shouldRestoreSecureApplicationState:")
        return answers.restoresApplicationState
    }

    /// Records the call.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        record("application:willEncodeRestorableStateWithCoder:")
    }

    /// Records the call.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        record("application:didDecodeRestorableStateWithCoder:")
    }

    /// Records the call with the restoration path and answers ``Answers/restorationViewController``.
    public func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        record(
            "application:viewControllerWithRestorationIdentifierPath:coder:",
            identifierComponents.joined(separator: "/"))
        return answers.restorationViewController
    }
}

@available(iOS, deprecated: 13.2)
extension RecordingService: LegacyStateRestorationService {
    /// Records the call and answers ``Answers/savesApplicationState``.
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        record("application:shouldSaveApplicationState:")
        return answers.savesApplicationState
    }

    /// Records the call and answers ``Answers/restoresApplicationState``.
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        record("application:shouldRestoreApplicationState:")
        return answers.restoresApplicationState
    }
}
