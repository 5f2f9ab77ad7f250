import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// URL opening: a URL has one owner. Services are asked in order through whichever method they adopted; the first `true`
// ends the chain and later services are not asked. The deprecated variants are a fallback UIKit never uses once
// `application(_:open:options:)` exists, so all three selectors, and a scene's URLs, enter the same chain.
extension ServiceHost {
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    func dispatchOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        dispatchOpenURL(app, open: url, options: URLOpenOptions(options))
    }

    /// The chain: each participant through the method it adopted.
    func dispatchOpenURL(_ app: UIApplication, open url: URL, options: URLOpenOptions) -> Bool {
        let wall = DelegateCallback.deprecatedCalls
        return firstTrue(.openURL, among: participants(inAnyOf: DelegateCallback.urlOpening)) { service in
            let takesPart = { (callback: DelegateCallback) in
                callback.isAdopted(by: ConformingService(service)) && !Self.declines(service, callback)
            }
            if takesPart(.openURL) { return wall.openURL(service, app, open: url, options: options) }
            #if os(tvOS)
            return nil
            #else
            // The source-application variant when the URL comes from another app or the service has no other.
            if takesPart(.openURLFromSourceApplication), options.sourceApplication != nil || !takesPart(.handleOpenURL)
            {
                return wall.openURLFromSourceApplication(
                    service, app, open: url, sourceApplication: options.sourceApplication,
                    annotation: options.annotation ?? ())
            }
            return takesPart(.handleOpenURL) ? wall.handleOpenURL(service, app, handleOpen: url) : nil
            #endif
        }
    }

    /// Offers a scene's URL to the chain, if a service opens URLs.
    func dispatchOpenURL(_ context: UIOpenURLContext) -> Bool {
        guard advertises(.openURL) else { return false }
        return dispatchOpenURL(UIApplication.shared, open: context.url, options: URLOpenOptions(context.options))
    }

    @available(tvOS, unavailable)
    func dispatchHandleOpenURL(_ application: UIApplication, handleOpen url: URL) -> Bool {
        dispatchOpenURL(application, open: url, options: URLOpenOptions())
    }

    @available(tvOS, unavailable)
    func dispatchOpenURLFromSourceApplication(
        _ application: UIApplication,
        open url: URL,
        sourceApplication: String?,
        annotation: Any
    ) -> Bool {
        dispatchOpenURL(
            application, open: url,
            options: URLOpenOptions(sourceApplication: sourceApplication, annotation: annotation))
    }
}

extension DelegateCallback {
    /// The callbacks that enter the URL chain.
    static let urlOpening: Set<DelegateCallback> = [.openURL, .handleOpenURL, .openURLFromSourceApplication]

    /// Whether a service opens URLs, through the current method or a deprecated one.
    static func isURLOpener(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopters[.openURL, default: 0] > 0 || isLegacyURLOpener(adopters)
    }

    /// Whether a service opens URLs through a deprecated method.
    static func isLegacyURLOpener(_ adopters: [DelegateCallback: Int]) -> Bool {
        adopters[.handleOpenURL, default: 0] + adopters[.openURLFromSourceApplication, default: 0] > 0
    }
}
