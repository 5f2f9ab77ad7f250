public import Foundation

/// The replica of `UIUserActivityRestoring`: an object that restores its state from a user activity.
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores the object's state from `userActivity`.
    ///
    /// - Parameter userActivity: The activity being continued.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
