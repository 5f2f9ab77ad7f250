public import AppServices

// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#endif

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Written by hand: what it records depends on its answer, since only an owner receives the restoration
// handler.
@available(iOS, deprecated: 26.0)
@available(tvOS, deprecated: 26.0)
extension RecordingService: ContinueUserActivityService {
    /// Records the call with the activity type and answers ``Answers/continuesUserActivity``; when that is
    /// `true`, the restoration handler gets ``Answers/restorationObjects`` according to ``completion``.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivity: The activity.
    ///   - restorationHandler: Called with the restoration objects when the service continues the activity.
    /// - Returns: ``Answers/continuesUserActivity``.
    public func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard answers.continuesUserActivity else {
            record(.continueUserActivity, userActivity.activityType)
            return false
        }
        record(.continueUserActivity, userActivity.activityType, completing: restorationHandler) {
            $0.restorationObjects
        }
        return true
    }
}
