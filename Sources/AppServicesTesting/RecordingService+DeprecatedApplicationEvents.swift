public import AppServices
public import Foundation

#if canImport(UIKit)
public import Intents
public import UIKit
#else
public import UIKitHeadless
#endif

// The deprecated UIApplicationDelegate callbacks; each conformance carries the SDK's deprecation, so an
// app's test target does not warn for adopting them through the recorder.
@available(iOS, deprecated: 10.0)
extension RecordingService: LegacyRemoteNotificationService {
    /// Records the call with the payload's keys.
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
        record("application:didReceiveRemoteNotification:", Self.describe(userInfo))
    }
}

@available(iOS, deprecated: 13.0)
@available(tvOS, deprecated: 13.0)
extension RecordingService: BackgroundFetchService {
    /// Records the call and completes with ``Answers/fetchResult``.
    public func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        record("application:performFetchWithCompletionHandler:", "", completing: completionHandler) {
            $0.fetchResult
        }
    }
}

@available(iOS, deprecated: 14.0)
extension RecordingService: IntentHandlingService {
    /// Records the call with the intent's type and completes with ``Answers/intentResponse``.
    public func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) {
        record(
            "application:handleIntent:completionHandler:", String(describing: type(of: intent)),
            completing: completionHandler
        ) { $0.intentResponse }
    }
}

#if !os(tvOS)
@available(iOS, deprecated: 9.0)
extension RecordingService: LegacyURLOpeningService {
    /// Records the call with the URL and answers ``Answers/opensURL``.
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        record("application:handleOpenURL:", url.absoluteString)
        return answers.opensURL
    }

    /// Records the call with the URL and the sending app and answers ``Answers/opensURL``.
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any)
        -> Bool
    {
        record(
            "application:openURL:sourceApplication:annotation:", "\(url.absoluteString), \(sourceApplication ?? "nil")")
        return answers.opensURL
    }
}

@available(iOS, deprecated: 13.0)
extension RecordingService: StatusBarService {
    /// Records the call with the new orientation and the duration.
    public func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {
        record(
            "application:willChangeStatusBarOrientation:duration:", "\(newStatusBarOrientation.rawValue), \(duration)")
    }

    /// Records the call with the old orientation.
    public func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {
        record("application:didChangeStatusBarOrientation:", "\(oldStatusBarOrientation.rawValue)")
    }

    /// Records the call with the new frame.
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        record("application:willChangeStatusBarFrame:", "\(newStatusBarFrame)")
    }

    /// Records the call with the old frame.
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        record("application:didChangeStatusBarFrame:", "\(oldStatusBarFrame)")
    }
}
#endif
