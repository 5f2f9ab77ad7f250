import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Asks a service through a deprecated URL-opening method, behind a protocol requirement so that the chain,
/// deprecated only from iOS 26 with the options it reads, does not itself mention a declaration deprecated
/// since iOS 9.
@MainActor
protocol LegacyURLOpening {
    /// The service's answer, or `nil` if it adopts no deprecated URL-opening capability.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func open(
        _ url: URL, options: [UIApplication.OpenURLOptionsKey: Any], _ application: UIApplication,
        by service: any ApplicationService
    ) -> Bool?
}

/// The deprecated URL-opening methods: the source-application variant when the URL comes from another app
/// (the options name it) or the service has no other, `handleOpen` otherwise.
enum LegacyURLOpener: LegacyURLOpening {
    @available(iOS, deprecated: 9.0)
    static func open(
        _ url: URL, options: [UIApplication.OpenURLOptionsKey: Any], _ application: UIApplication,
        by service: any ApplicationService
    ) -> Bool? {
        #if os(tvOS)
        return nil
        #else
        let sourceApplication = options[.sourceApplication] as? String
        let withSource = service as? any LegacySourceApplicationURLOpeningService
        let handleOpen = service as? any LegacyHandleOpenURLService
        if let withSource, sourceApplication != nil || handleOpen == nil,
            !ServiceHost.declines(service, .openURLFromSourceApplication)
        {
            return withSource.application(
                application, open: url, sourceApplication: sourceApplication, annotation: options[.annotation] ?? ())
        }
        if let handleOpen, !ServiceHost.declines(service, .handleOpenURL) {
            return handleOpen.application(application, handleOpen: url)
        }
        return nil
        #endif
    }
}
