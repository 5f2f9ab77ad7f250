import AppServices
import Foundation
import Testing

@Suite struct ManifestHolderTests {
    private typealias Fixtures = RegistryFixtures

    private static func holder() throws -> ManifestHolder {
        try ManifestHolder(
            catalog: Fixtures.catalog(),
            shipped: Fixtures.manifest(#"{"version": 1, "services": [{"id": "analytics", "config": {"apiKey": "k"}}]}"#)
        )
    }

    @Test func aGoodOverlayReplacesThePlan() throws {
        let holder = try Self.holder()
        #expect(holder.plan.serviceIdentifiers == ["push", "network", "analytics"])
        try holder.apply(
            overlayData: Data(#"{"version": 1, "services": [{"id": "push", "enabled": false}]}"#.utf8), format: .json,
            file: "remote")
        #expect(holder.plan.serviceIdentifiers == ["network", "analytics"])
        #expect(holder.overlay?.file == "remote")
        try holder.removeOverlay()
        #expect(holder.plan.serviceIdentifiers == ["push", "network", "analytics"])
    }

    @Test func aBadOverlayKeepsTheLastGoodPlanAndOverlay() throws {
        let holder = try Self.holder()
        try holder.apply(
            overlayData: Data(#"{"version": 1, "services": [{"id": "push", "enabled": false}]}"#.utf8), format: .json,
            file: "good")
        let wrongType = #expect(throws: ManifestError.self) {
            try holder.apply(
                overlayData: Data(#"{"version": 1, "services": [{"id": "analytics", "config": {"apiKey": 3}}]}"#.utf8),
                format: .json, file: "bad")
        }
        #expect(
            wrongType?.problems.map(\.description) == [
                "bad: services[0].config.apiKey ('analytics'): expected a string, found integer 3"
            ])
        let malformed = #expect(throws: ManifestError.self) {
            try holder.apply(overlayData: Data("{".utf8), format: nil, file: "truncated")
        }
        #expect(malformed?.problems.first?.code == .malformedFile)
        #expect(holder.plan.serviceIdentifiers == ["network", "analytics"])
        #expect(holder.overlay?.file == "good")
        let analytics = try #require(holder.plan.services.last)
        #expect(analytics.configuration.string("apiKey") == "k")
    }

    @Test func aBadShippedManifestIsAnErrorUpFront() throws {
        #expect(throws: ManifestError.self) {
            try ManifestHolder(catalog: Fixtures.catalog(), shipped: Fixtures.manifest(#"{"version": 1}"#))
        }
    }
}
