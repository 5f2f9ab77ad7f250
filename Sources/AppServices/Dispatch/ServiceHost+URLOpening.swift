public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// URL opening: a URL has one owner. Services are asked in order through whichever method they adopted;
// the first `true` ends the chain and later services are not asked. The deprecated variants are advertised
// only as a fallback UIKit never uses once `application(_:open:options:)` exists, so all three selectors
// enter the same chain.
extension ServiceHost {
    /// Offers a URL to the URL-opening services in order until one handles it.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - url: The URL.
    ///   - options: Where it came from.
    /// - Returns: `true` if a service handled it; `false` if none did.
    public func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool {
        openURLChain(Self.openURL) { service in
            if let modern = service as? any URLOpeningService {
                return modern.application(app, open: url, options: options)
            }
            return legacyOpen(service, app, url, options[.sourceApplication] as? String, options[.annotation] ?? ())
        }
    }

    /// Offers a URL through the deprecated entry point to the same chain.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - url: The URL.
    /// - Returns: `true` if a service handled it.
    @available(iOS, deprecated: 9.0)
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        self.application(application, open: url, options: [:])
    }

    /// Offers a URL sent by another app through the deprecated entry point to the same chain.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - url: The URL.
    ///   - sourceApplication: The sending app.
    ///   - annotation: What it attached.
    /// - Returns: `true` if a service handled it.
    @available(iOS, deprecated: 9.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        open url: URL,
        sourceApplication: String?,
        annotation: Any
    ) -> Bool {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.annotation: annotation]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        return self.application(application, open: url, options: options)
    }

    private func openURLChain(_ selector: String, _ ask: (any ApplicationService) -> Bool) -> Bool {
        var asked: [any ApplicationService] = []
        for service in services where service is any URLOpeningService || Self.isLegacyURLOpener(service) {
            asked.append(service)
            if ask(service) {
                record(selector, asked, merged: "true")
                return true
            }
        }
        record(selector, asked, merged: "false")
        return false
    }

    nonisolated static let openURL = "application:openURL:options:"
}

@available(iOS, deprecated: 9.0)
@MainActor
private func legacyOpen(
    _ service: any ApplicationService,
    _ application: UIApplication,
    _ url: URL,
    _ sourceApplication: String?,
    _ annotation: Any
) -> Bool {
    #if os(tvOS)
    return false
    #else
    guard let legacy = service as? any LegacyURLOpeningService else { return false }
    if sourceApplication == nil {
        return legacy.application(application, handleOpen: url)
    }
    return legacy.application(application, open: url, sourceApplication: sourceApplication, annotation: annotation)
    #endif
}

extension ServiceHost {
    @available(iOS, deprecated: 9.0)
    nonisolated static func isLegacyURLOpener(_ service: any ApplicationService) -> Bool {
        #if os(tvOS)
        false
        #else
        service is any LegacyURLOpeningService
        #endif
    }
}

extension DelegateSelectorTable {
    static let urlOpeningRows: [Row] = [
        Row(selector: ServiceHost.openURL, delegate: .application) { services in
            services.contains { $0 is any URLOpeningService || ServiceHost.isLegacyURLOpener($0) }
        },
        Row(selector: "application:handleOpenURL:", delegate: .application) { services in
            services.contains(where: ServiceHost.isLegacyURLOpener)
        },
        Row(selector: "application:openURL:sourceApplication:annotation:", delegate: .application) { services in
            services.contains(where: ServiceHost.isLegacyURLOpener)
        },
    ]
}
