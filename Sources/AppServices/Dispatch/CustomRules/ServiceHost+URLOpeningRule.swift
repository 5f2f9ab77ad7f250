import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// URL opening: a URL has one owner. Services are asked in order through whichever method they adopted; the
// first `true` ends the chain and later services are not asked. The deprecated variants are a fallback UIKit
// never uses once `application(_:open:options:)` exists, so all three selectors enter the same chain.
extension ServiceHost {
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    func dispatchOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        let legacy = LegacyURLOpener.self as any LegacyURLOpening.Type
        return firstTrue(.openURL, among: urlOpeners()) { service in
            if let modern = ServiceConformance.cast(service, to: (any URLOpeningService).self),
                !Self.declines(service, .openURL)
            {
                return modern.application(app, open: url, options: options)
            }
            return legacy.open(url, options: options, app, by: service)
        }
    }

    @available(iOS, deprecated: 9.0)
    @available(tvOS, unavailable)
    func dispatchHandleOpenURL(_ application: UIApplication, handleOpen url: URL) -> Bool {
        dispatchOpenURL(application, open: url, options: [:])
    }

    @available(iOS, deprecated: 9.0)
    @available(tvOS, unavailable)
    func dispatchOpenURLFromSourceApplication(
        _ application: UIApplication,
        open url: URL,
        sourceApplication: String?,
        annotation: Any
    ) -> Bool {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.annotation: annotation]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        return dispatchOpenURL(application, open: url, options: options)
    }
}

extension DelegateCallback {
    /// Whether a service opens URLs, through the current method or a deprecated one.
    static func isURLOpener(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopters[.openURL, default: 0] > 0 || isLegacyURLOpener(adopters)
    }

    /// Whether a service opens URLs through a deprecated method.
    static func isLegacyURLOpener(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopters[.handleOpenURL, default: 0] + adopters[.openURLFromSourceApplication, default: 0] > 0
    }
}

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
