import AppServices
import Foundation
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// An app delegate whose services and logger a test chooses: ``TestAppDelegate`` with a logger to read.
final class AppStateTestDelegate: ServicesAppDelegate {
    private let listed: [any ApplicationService]
    private let logger: Logger

    init(_ services: [any ApplicationService], logger: Logger = Logger(label: "test")) {
        listed = services
        self.logger = logger
        super.init()
    }

    override var services: [any ApplicationService] { listed }

    override func makeHost() -> ServiceHost {
        ServiceHost(services: listed, logger: logger)
    }

    /// Whether the delegate answers `responds(to:)` with yes for `selector`, as UIKit asks it.
    func advertises(_ selector: String) -> Bool {
        responds(to: NSSelectorFromString(selector))
    }
}

/// A headless system around `delegate`, for the application object and UIKit-style delivery.
@MainActor
func appStateSystem(
    _ delegate: AppStateTestDelegate,
    options: HeadlessSystem.Options = HeadlessSystem.Options()
) -> HeadlessSystem {
    HeadlessSystem(delegate: delegate, options: options, notificationCenter: NotificationCenter())
}
