import Foundation
import UIKitHeadless

/// How one delegate callback of the SDK list reaches a service: a delivery through the real adapter, and
/// whether the app must be launched (with its scene connected) first.
@MainActor
struct ForwardingPath {
    /// Whether the stage launches before delivering; launch callbacks are delivered to a fresh app.
    var needsLaunch = true
    /// Delivers the callback through the adapter that receives it.
    var deliver: @MainActor (CoverageStage) throws -> Void

    /// The paths of every selector, by selector.
    static let all: [String: ForwardingPath] =
        applicationPaths
        .merging(applicationEventPaths) { first, _ in first }
        .merging(scenePaths) { first, _ in first }
}

/// Values to deliver callbacks with.
@MainActor
enum CoverageFixtures {
    static let url = URL(string: "demo://coverage")!
    static let activity = NSUserActivity(activityType: "demo.coverage")
    static let error = CocoaError(.featureUnsupported)
    static func coder() -> NSCoder { NSKeyedArchiver(requiringSecureCoding: true) }
}

extension CoverageFixtures {
    static func notification() -> UNNotification {
        UNNotification(
            request: UNNotificationRequest(identifier: "coverage", content: UNNotificationContent(), trigger: nil))
    }
}
