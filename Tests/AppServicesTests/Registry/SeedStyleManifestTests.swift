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

/// The seed-style property list of composite-delegate libraries, a plain list of service names, and the
/// registration plan's errors, which the app delegate reports instead of swallowing.
@MainActor
@Suite struct SeedStyleManifestTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array><string>push</string><string>network</string></array></plist>
        """

    static func catalog() throws -> ServiceCatalog {
        let catalog = ServiceCatalog()
        try catalog.register(
            services: [RegistryFixtures.entry("network"), RegistryFixtures.entry("push")], tasks: [])
        return catalog
    }

    @Test func aListOfServiceNamesResolvesThroughTheCatalogInOrder() throws {
        let catalog = try Self.catalog()
        let fromPlist = try ServiceManifest.decode(Data(Self.plist.utf8), format: nil, file: "Services.plist")
        #expect(fromPlist.services.map(\.identifier) == ["push", "network"])
        let fromJSON = try ServiceManifest.decode(Data(#"["network", "push"]"#.utf8), format: nil, file: "s.json")
        #expect(fromJSON.services.map(\.identifier) == ["network", "push"])
        let plan = try catalog.plan(for: fromPlist)
        #expect(plan.serviceIdentifiers.contains("push") && plan.serviceIdentifiers.contains("network"))
    }

    @Test func anUnknownNameIsAnErrorNamingIt() throws {
        let catalog = try Self.catalog()
        let manifest = try ServiceManifest.decode(Data(#"["push", "Pushy"]"#.utf8), format: .json, file: "s.json")
        #expect {
            try catalog.plan(for: manifest)
        } throws: { error in
            let problems = (error as? ManifestError)?.problems ?? []
            return problems.count == 1 && problems[0].identifier == "Pushy" && problems[0].keyPath.hasPrefix("[1]")
        }
        #expect {
            try ServiceManifest.decode(Data(#"["push", 7]"#.utf8), format: .json, file: "s.json")
        } throws: { error in
            (error as? ManifestError)?.problems.first?.keyPath == "[1]"
        }
    }

    final class AppDelegate: ServicesAppDelegate {
        let log = InMemoryLogHandler()
        override var registrationPlan: RegistrationPlan? {
            get throws {
                try SeedStyleManifestTests.catalog().plan(
                    for: ServiceManifest.decode(Data(#"["push", "Pushy"]"#.utf8), format: .json, file: "s.json"))
            }
        }
        override func makeHost() -> ServiceHost {
            let log = log
            let host = ServiceHost(logger: Logger(label: "test") { _ in log })
            if let plan = plannedRegistration { host.add(plan) }
            return host
        }
    }

    @Test func aRegistrationPlanThatThrowsIsLoggedAndKeptNotSwallowed() throws {
        let delegate = AppDelegate()
        let error = try #require(delegate.registrationPlanError as? ManifestError)
        #expect(error.problems.contains { $0.identifier == "Pushy" })
        let messages = delegate.log.entries.map(\.message.description)
        #expect(messages.contains { $0.contains("registration plan could not be made") && $0.contains("Pushy") })
        #expect(delegate.host.services.isEmpty)
    }
}
