import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// URL opening: a URL has one owner. Services are asked in order through whichever method they adopted; the
// first `true` ends the chain and later services are not asked. The deprecated variants are a fallback UIKit
// never uses once `application(_:open:options:)` exists, so all three selectors, and a scene's URLs, enter the
// same chain.
extension ServiceHost {
    func dispatchOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        let wall = DelegateCallback.deprecatedCalls
        let sourceApplication = options[.sourceApplication] as? String
        return firstTrue(.openURL, among: participants(inAnyOf: DelegateCallback.urlOpening)) { service in
            let takesPart = { (callback: DelegateCallback) in
                callback.isAdopted(by: ConformingService(service)) && !Self.declines(service, callback)
            }
            if takesPart(.openURL) { return wall.openURL(service, app, open: url, options: options) }
            #if os(tvOS)
            return nil
            #else
            // The source-application variant when the URL comes from another app or the service has no other.
            if takesPart(.openURLFromSourceApplication), sourceApplication != nil || !takesPart(.handleOpenURL) {
                return wall.openURLFromSourceApplication(
                    service, app, open: url, sourceApplication: sourceApplication,
                    annotation: options[.annotation] ?? ())
            }
            return takesPart(.handleOpenURL) ? wall.handleOpenURL(service, app, handleOpen: url) : nil
            #endif
        }
    }

    /// Offers a scene's URL to the chain, if a service opens URLs, with its options as the app delegate's method receives them.
    func dispatchOpenURL(_ context: UIOpenURLContext) -> Bool {
        guard advertises(.openURL) else { return false }
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
        if let source = context.options.sourceApplication { options[.sourceApplication] = source }
        if let annotation = context.options.annotation { options[.annotation] = annotation }
        return dispatchOpenURL(UIApplication.shared, open: context.url, options: options)
    }

    @available(tvOS, unavailable)
    func dispatchHandleOpenURL(_ application: UIApplication, handleOpen url: URL) -> Bool {
        dispatchOpenURL(application, open: url, options: [:])
    }

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
