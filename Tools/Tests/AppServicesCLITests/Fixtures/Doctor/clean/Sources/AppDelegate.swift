import AppServices
import UIKit

@main
final class AppDelegate: ServicesAppDelegate {
    override var catalog: ServiceCatalog {
        let catalog = ServiceCatalog()
        try? catalog.register(services: Self.entries, tasks: [])
        return catalog
    }

    static let entries: [ServiceEntry] = [
        ServiceEntry("push") { _ in PushService() },
        ServiceEntry("window") { _ in WindowService() },
        ServiceEntry("analytics", configurationKeys: [ServiceConfigurationKey("sampleRate", .number)]) {
            AnalyticsService(sampleRate: $0.number("sampleRate") ?? 1)
        },
        ServiceEntry(SyncService.identifier, dependencies: ["push"]) { _ in SyncService.shared },
    ]
}
