import AppServices
import Foundation
import Testing

@Suite struct ManifestMilestoneTests {
    private let json = """
        {
          "version": 1,
          "milestones": ["consentGiven"],
          "tasks": [{ "id": "analytics.start", "phase": "firstSceneActive", "milestones": ["consentGiven"] }]
        }
        """

    @Test func aManifestDeclaresMilestonesAndTasksWaitForThemThroughThePlan() throws {
        let manifest = try ServiceManifest.decode(Data(json.utf8), format: .json, file: "Manifest.json")
        #expect(manifest.milestones == ["consentGiven"])
        #expect(manifest.tasks.first?.milestones == ["consentGiven"])
        let catalog = ServiceCatalog()
        try catalog.register(LaunchTaskEntry(LaunchTask("analytics.start", phase: .idle) {}))
        let plan = try catalog.plan(for: manifest)
        #expect(plan.milestones == ["consentGiven"])
        #expect(plan.launchTasks.first?.descriptor.milestones == ["consentGiven"])
        #expect(plan.launchTasks.first?.descriptor.phase == .firstSceneActive)
        #expect(LaunchGraph.problems(in: plan.launchTasks, milestones: plan.milestones).isEmpty)
    }

    @Test func milestonesRoundTripInBothFormatsAndOverlaysAddTheirs() throws {
        let manifest = try ServiceManifest.decode(Data(json.utf8), format: .json, file: "Manifest.json")
        let encoded = try JSONEncoder().encode(manifest)
        let decoded = try ServiceManifest.decode(encoded, format: .json, file: "Manifest.json")
        #expect(decoded.milestones == manifest.milestones)
        #expect(decoded.tasks.map(\.milestones) == manifest.tasks.map(\.milestones))
        let plist = try PropertyListEncoder().encode(manifest)
        let fromPlist = try ServiceManifest.decode(plist, format: .propertyList, file: "Manifest.plist")
        #expect(fromPlist.milestones == manifest.milestones)
        let remote = try ServiceManifest.decode(
            Data(#"{"version": 1, "milestones": ["signedIn", "consentGiven"]}"#.utf8), format: .json, file: "remote")
        #expect(manifest.overlaid(by: remote).milestones == ["consentGiven", "signedIn"])
    }

    @Test func aMilestonesFieldOfTheWrongTypeIsAProblemAtItsKeyPath() {
        let bad = #"{"version": 1, "tasks": [{ "id": "a", "milestones": "consentGiven" }]}"#
        #expect {
            try ServiceManifest.decode(Data(bad.utf8), format: .json, file: "bad.json")
        } throws: { error in
            (error as? ManifestError)?.problems.first?.location.keyPath == "tasks[0].milestones"
        }
    }
}
