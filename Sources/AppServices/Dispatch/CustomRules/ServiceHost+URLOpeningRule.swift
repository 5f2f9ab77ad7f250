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
