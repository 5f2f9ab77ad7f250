import AppServices
import Foundation

/// Everything the demo app could run: its services, with the configuration each accepts, and its launch tasks.
///
/// `Services.json` decides what runs, in which order, with which values, and how the
/// launch tasks depend on each other.
enum DemoCatalog {
    @MainActor
    static func make() throws -> ServiceCatalog {
        let catalog = ServiceCatalog()
        try catalog.register(services: services, tasks: tasks)
        _ = try catalog.registerSelfRegisteredEntries()
        return catalog
    }

    /// The registration plan `Services.json` makes of the catalog.
    @MainActor
    static func plan() throws -> RegistrationPlan {
        let manifestURL = try require(
            Bundle.module.url(forResource: "Services", withExtension: "json"),
            "Services.json is missing from the bundle")
        return try make().plan(for: try ServiceManifest.load(contentsOf: manifestURL))
    }

    static let services: [ServiceEntry] = [
        ServiceEntry("crash-reporting") { _ in CrashReportingService() },
        ServiceEntry("network", configurationKeys: [ServiceConfigurationKey("baseURL", .string, isRequired: true)]) {
            NetworkService(baseURL: $0.string("baseURL") ?? "")
        },
        ServiceEntry("analytics", configurationKeys: [ServiceConfigurationKey("sampleRate", .number)]) {
            AnalyticsService(sampleRate: $0.number("sampleRate") ?? 1)
        },
        ServiceEntry("push") { _ in PushNotificationService() },
        ServiceEntry("theme", configurationKeys: [ServiceConfigurationKey("eveningHour", .integer)]) {
            ThemeService(eveningHour: $0.integer("eveningHour") ?? 19) { DemoDay.hour }
        },
        ServiceEntry("background-refresh", configurationKeys: [ServiceConfigurationKey("downloadSeconds", .number)]) {
            BackgroundRefreshService(downloadTime: .seconds($0.number("downloadSeconds") ?? 1))
        },
    ]

    /// The launch work; the manifest gives each task its phase, dependencies, priority and timeout.
    static let tasks: [LaunchTaskEntry] = [
        LaunchTaskEntry(LaunchTask("crash-reporting.install", executor: .mainActor) { Demo.work(milliseconds: 6) }),
        LaunchTaskEntry(LaunchTask("push.categories", executor: .mainActor) { Demo.work(milliseconds: 3) }),
        LaunchTaskEntry(LaunchTask("theme.load", executor: .mainActor) { Demo.work(milliseconds: 8) }),
        LaunchTaskEntry(LaunchTask("network.session", executor: .background) { Demo.work(milliseconds: 30) }),
        LaunchTaskEntry(LaunchTask("database.migrate", executor: .background) { Demo.work(milliseconds: 60) }),
        LaunchTaskEntry(LaunchTask("analytics.configure", executor: .background) { Demo.work(milliseconds: 40) }),
        LaunchTaskEntry(LaunchTask("feed.prefetch", executor: .background) { Demo.work(milliseconds: 80) }),
        LaunchTaskEntry(
            LaunchTask("analytics.first-open", executor: .mainActor) { @MainActor () async in
                Demo.work(milliseconds: 4)
            }),
        LaunchTaskEntry(LaunchTask("images.warm", executor: .background) { Demo.work(milliseconds: 50) }),
        LaunchTaskEntry(LaunchTask("cache.trim", executor: .background) { Demo.work(milliseconds: 20) }),
    ]
}
