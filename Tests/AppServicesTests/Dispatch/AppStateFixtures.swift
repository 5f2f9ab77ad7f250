import AppServices
import Foundation
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// A headless system around `delegate`, for the application object and UIKit-style delivery.
@MainActor
func appStateSystem(
    _ delegate: TestAppDelegate,
    options: HeadlessSystem.Options = HeadlessSystem.Options()
) -> HeadlessSystem {
    HeadlessSystem(delegate: delegate, options: options, notificationCenter: NotificationCenter())
}
