import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Apps keep the background-URL-session handler and call it when the session's events are delivered,
/// which can be after the host's 25 s deadline; such a service declares how long to wait for it.
@MainActor
@Suite struct CompletionDeadlineServiceTests {
    final class Uploads: BackgroundURLSessionService, CompletionDeadlineService {
        var kept: (() -> Void)?
        func completionDeadline(for callback: DelegateCallback) -> Duration? {
            callback == .handleEventsForBackgroundURLSession ? .seconds(120) : nil
        }
        func application(
            _ application: UIApplication,
            handleEventsForBackgroundURLSession identifier: String,
            completionHandler: @escaping () -> Void
        ) {
            kept = completionHandler
        }
    }

    @Test func theHostWaitsForTheLongestDeclaredDeadline() async throws {
        let uploads = Uploads()
        let harness = DispatchHarness(services: [uploads])
        var systemCalls = 0
        harness.host.application(
            harness.application, handleEventsForBackgroundURLSession: "uploads", completionHandler: { systemCalls += 1 }
        )

        await harness.clock.waitForSleepers(count: 1)
        harness.clock.advance(by: .seconds(60))
        await harness.settle { systemCalls > 0 }
        #expect(systemCalls == 0, "still within the service's own deadline")

        let kept = try #require(uploads.kept)
        kept()
        #expect(systemCalls == 1)
        #expect(harness.warnings.isEmpty)
    }

    @Test func aServiceStillSilentAtItsDeclaredDeadlineIsNamed() async {
        let uploads = Uploads()
        let harness = DispatchHarness(services: [uploads])
        var systemCalls = 0
        harness.host.application(
            harness.application, handleEventsForBackgroundURLSession: "uploads", completionHandler: { systemCalls += 1 }
        )
        await harness.clock.waitForSleepers(count: 1)
        harness.clock.advance(by: .seconds(120))
        await harness.settle { systemCalls > 0 }
        #expect(systemCalls == 1)
        #expect(harness.warnings.first?.contains("within 120.0 seconds") == true)
    }
}
