import AppServices
import Foundation
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The library's own main-thread launch cost, from `willFinishLaunching` entry to `didFinishLaunching` return.
///
/// The library's side is a ``ServicesAppDelegate`` subclass that plans its 50 services and 100 no-op launch
/// tasks (25 in each phase, main-actor and background alike) from a 200-entry manifest (100 services, half of
/// them disabled, and 100 tasks), as an app registering through a catalog does. The hand-written side is the
/// delegate an app would write without the library for the same launch: it decodes the same manifest into
/// plain `Codable` structs, creates the 50 services, calls each, runs the synchronous phases' main-actor work
/// inline and starts their background work with `Task.detached`, ignoring dependencies.
@MainActor
public final class LaunchCostFixture {
    /// The fixture every launch-cost measurement uses.
    public static let shared = LaunchCostFixture()

    /// How many services the manifest enables.
    static let serviceCount = 50

    private let data: Data
    private let catalog: ServiceCatalog
    private let tasks: [LaunchTask]
    private let quietLogger: Logger

    private init() {
        let services = (0..<2 * Self.serviceCount).map { index in
            #"{ "id": "service\#(index)", "priority": \#(index % 5), "enabled": \#(index < Self.serviceCount), "config": { "endpoint": "https://api\#(index).example.com", "retries": \#(index % 4) } }"#
        }
        let tasks = Self.makeTasks()
        let taskEntries = tasks.map { #"{ "id": "\#($0.descriptor.id)", "timeout": 2 }"# }
        let json =
            #"{ "version": 1, "services": [\#(services.joined(separator: ", "))], "tasks": [\#(taskEntries.joined(separator: ", "))] }"#
        data = Data(json.utf8)
        self.tasks = tasks
        var logger = Logger(label: "AppServices.Benchmarks")
        logger.logLevel = .critical
        quietLogger = logger
        catalog = ServiceCatalog()
        let keys = [
            ServiceConfigurationKey("endpoint", .string, isRequired: true),
            ServiceConfigurationKey("retries", .integer),
        ]
        do {
            try catalog.register(
                services: (0..<2 * Self.serviceCount).map { index in
                    ServiceEntry(ServiceIdentifier("service\(index)"), configurationKeys: keys) { _ in LaunchService() }
                },
                tasks: tasks.map { LaunchTaskEntry($0) })
        } catch {
            preconditionFailure("the benchmark catalog is valid: \(error)")
        }
    }

    /// 25 no-op tasks in each phase, alternating main actor and background; each depends on the task two
    /// before it in its phase, which runs on the same executor.
    private static func makeTasks() -> [LaunchTask] {
        LaunchPhase.allCases.flatMap { phase in
            (0..<25).map { index in
                let id = LaunchTaskIdentifier("\(phase).\(index)")
                let dependencies = index >= 2 ? [LaunchTaskIdentifier("\(phase).\(index - 2)")] : []
                guard index.isMultiple(of: 2) else {
                    return LaunchTask(id, dependsOn: dependencies, phase: phase, executor: .background) {}
                }
                return phase.isSynchronous
                    ? LaunchTask(id, dependsOn: dependencies, phase: phase, executor: .mainActor) {}
                    : LaunchTask(id, dependsOn: dependencies, phase: phase, executor: .mainActor) { @MainActor in
                        await Task.yield()
                    }
            }
        }
    }

    /// Launches a new library delegate and returns the main-thread time of its two launch callbacks.
    public func launchThroughLibrary() -> Duration {
        let delegate = LibraryAppDelegate(fixture: self)
        let application = BenchmarkApplication.shared
        return ContinuousClock().measure {
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        }
    }

    /// Launches a new hand-written delegate and returns the main-thread time of its two launch callbacks.
    public func launchByHand() -> Duration {
        let delegate = HandWrittenAppDelegate(fixture: self)
        let application = BenchmarkApplication.shared
        return ContinuousClock().measure {
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        }
    }

    /// A service that takes part in both launch callbacks and does nothing else.
    final class LaunchService: WillFinishLaunchingService, DidFinishLaunchingService {
        private(set) var calls = 0

        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls += 1
            return true
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls += 1
            return true
        }
    }

    /// The library's delegate: everything comes from the catalog and the manifest, decoded while launching.
    private final class LibraryAppDelegate: ServicesAppDelegate {
        private let fixture: LaunchCostFixture

        init(fixture: LaunchCostFixture) {
            self.fixture = fixture
            super.init()
        }

        /// The plan, decoded and planned once, when the launch first asks for it.
        private lazy var plan: RegistrationPlan? = {
            do {
                return try fixture.catalog.plan(
                    for: ServiceManifest.decode(fixture.data, format: .json, file: "Services.json"))
            } catch {
                preconditionFailure("the benchmark manifest is valid: \(error)")
            }
        }()

        override var registrationPlan: RegistrationPlan? { plan }

        override func makeHost() -> ServiceHost {
            let host = ServiceHost(logger: fixture.quietLogger)
            if let plan { _ = host.add(plan) }
            return host
        }
    }

    /// The delegate an app writes by hand for the same launch.
    private final class HandWrittenAppDelegate: UIResponder, UIApplicationDelegate {
        private struct PlainManifest: Decodable {
            struct Service: Decodable {
                var id: String
                var enabled: Bool?
            }

            var services: [Service]
        }

        private let fixture: LaunchCostFixture
        private var services: [LaunchService] = []

        init(fixture: LaunchCostFixture) {
            self.fixture = fixture
        }

        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            do {
                let manifest = try JSONDecoder().decode(PlainManifest.self, from: fixture.data)
                services = manifest.services.filter { $0.enabled ?? true }.map { _ in LaunchService() }
            } catch {
                preconditionFailure("the benchmark manifest is valid JSON: \(error)")
            }
            var allowed = true
            for service in services {
                allowed = service.application(application, willFinishLaunchingWithOptions: launchOptions) && allowed
            }
            run(.willFinishLaunching)
            return allowed
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            var allowed = true
            for service in services {
                allowed = service.application(application, didFinishLaunchingWithOptions: launchOptions) && allowed
            }
            run(.didFinishLaunching)
            return allowed
        }

        private func run(_ phase: LaunchPhase) {
            for task in fixture.tasks where task.descriptor.phase == phase {
                switch task.work {
                case .synchronousMainActor(let body): try? body()
                case .background(let body): Task.detached { try? await body() }
                case .synchronousBackground(let body): Task.detached { try? body() }
                case .mainActor: break
                }
            }
        }
    }
}
