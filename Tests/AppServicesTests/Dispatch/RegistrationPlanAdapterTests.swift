import AppServices
import Foundation
import InMemoryLogging
import Logging
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// An app delegate registers its services and launch tasks through a catalog and a manifest.
@MainActor
@Suite struct RegistrationPlanAdapterTests {
    final class Greeter: DidFinishLaunchingService {
        let greeting: String
        let log: CallLog
        init(greeting: String, log: CallLog) {
            self.greeting = greeting
            self.log = log
        }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append(greeting)
            return true
        }
    }

    struct FactoryFailed: Error {}

    final class PlannedAppDelegate: ServicesAppDelegate {
        let plan: RegistrationPlan
        let logHandler = InMemoryLogHandler()
        init(plan: RegistrationPlan) {
            self.plan = plan
            super.init()
        }
        override var registrationPlan: RegistrationPlan? { plan }
        override func makeHost() -> ServiceHost {
            let handler = logHandler
            let host = ServiceHost(logger: Logger(label: "test") { _ in handler })
            host.add(plan)
            return host
        }
    }

    func catalog(_ log: CallLog) throws -> ServiceCatalog {
        let catalog = ServiceCatalog()
        try catalog.register(
            services: [
                ServiceEntry("greeter", configurationKeys: [ServiceConfigurationKey("greeting", .string)]) { config in
                    Greeter(greeting: config.string("greeting") ?? "hello", log: log)
                },
                ServiceEntry("broken") { _ in throw FactoryFailed() },
                ServiceEntry("optional", isEnabledByDefault: false) { _ in Greeter(greeting: "optional", log: log) },
            ],
            tasks: [
                LaunchTaskEntry(
                    LaunchTask("warm-up", phase: .willFinishLaunching, executor: .mainActor) {
                        log.append("task warm-up")
                    })
            ]
        )
        return catalog
    }

    @Test func theManifestConfiguresTheServicesAndTheirTasksJoinTheLaunchGraph() throws {
        let log = CallLog()
        let manifest = try ServiceManifest.decode(
            Data(
                #"{"version": 1, "services": [{"id": "greeter", "config": {"greeting": "bonjour"}}, {"id": "broken", "enabled": false}]}"#
                    .utf8),
            format: .json, file: "App.json")
        let delegate = PlannedAppDelegate(plan: try catalog(log).plan(for: manifest))
        try HeadlessSystem(delegate: delegate).launch()
        #expect(log.entries == ["task warm-up", "bonjour"])
    }

    @Test func aServiceWhoseFactoryThrowsIsLeftOutAndNamedWhileTheOthersRun() throws {
        let log = CallLog()
        let delegate = PlannedAppDelegate(plan: try catalog(log).plan(for: nil))
        try HeadlessSystem(delegate: delegate).launch()
        #expect(log.entries == ["task warm-up", "hello"])
        #expect(
            delegate.logHandler.entries.map(\.message.description).contains {
                $0.hasPrefix("service broken could not be created and is left out")
            })
    }
}
