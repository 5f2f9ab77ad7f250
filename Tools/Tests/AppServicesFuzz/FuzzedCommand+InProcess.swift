@_spi(AppServicesTools) import AppServices
@_spi(AppServicesTools) import AppServicesEngines
import Foundation

extension FuzzedCommand {
    /// Runs the engines behind one of the command's three variants on `file`, as the command would, without
    /// printing: `lint` and `plan`, `report` (text, SVG, JSON), `doctor`, `migrate` (dry run, JSON, written).
    ///
    /// - Parameters:
    ///   - file: The input file.
    ///   - variant: 0, 1 or 2, as ``arguments(variant:root:)`` numbers them.
    ///   - root: The tools package's folder, where the fixture app's sources are.
    ///   - workspace: A folder `migrate` may write into.
    /// - Throws: The engines' documented errors (``InputOutputError``, ``MigrationError``) for an input the
    ///   command refuses; any other error is a finding.
    func runEngines(on file: String, variant: Int, root: URL, workspace: URL) throws {
        switch self {
        case .manifest:
            let check = try ManifestCheck(files: [file])
            switch variant {
            case 1 where check.problems.isEmpty:
                let plan = LaunchPlanner(defaultEstimate: .milliseconds(10), cores: 2)
                    .plan(try LaunchGraph(check.descriptors), estimates: [:])
                _ = PlanOutput(plan, cores: 2).textLines
            case 2: _ = try JSONEncoder().encode(check.problems)
            default: _ = check.problems.map(\.description)
            }
        case .report:
            let report = try LaunchReportFile.read(file)
            switch variant {
            case 1: _ = report.svgTimeline(width: 1200)
            case 2: _ = try JSONEncoder().encode(ReportSummary(report, top: 5))
            default: _ = ReportSummary(report, top: 5).textLines
            }
        case .infoPlist:
            let app = root.appendingPathComponent("Tests/AppServicesCLITests/Fixtures/Doctor/background-tasks")
            let manifests = root.appendingPathComponent("Tests/AppServicesCLITests/Fixtures/Doctor/manifests")
            let doctor = Doctor(
                infoPlist: try InfoPlist(file: file),
                sources: try SwiftSources(folders: [app.appendingPathComponent("Sources").path]),
                manifests: variant == 2
                    ? try AppManifests(files: [manifests.appendingPathComponent("Services.json").path]) : nil)
            if variant == 1 {
                _ = try JSONEncoder().encode(doctor.findings)
            } else {
                _ = doctor.findings.map(\.description)
            }
        case .swiftSource, .sceneInfoPlist:
            let data = try InputFile.read(file, maximumByteCount: SwiftSource.maximumFileSize)
            guard let text = String(validating: data, as: UTF8.self) else { return }
            let plan: MigrationPlan
            if self == .sceneInfoPlist {
                let delegate = Self.sceneDelegateFile(root: root).path
                var migration = try Migration(
                    files: [
                        (
                            delegate,
                            String(decoding: try InputFile.read(delegate, maximumByteCount: 1 << 20), as: UTF8.self)
                        )
                    ])
                migration.sceneAdoption = SceneAdoptionRequest(infoPlist: (file, text))
                plan = try migration.plan()
            } else {
                plan = try Migration(files: [(file, text)]).plan()
            }
            switch variant {
            case 1: _ = try JSONEncoder().encode(plan)
            case 2:
                let output = OutputFolder(path: workspace.appendingPathComponent("migrated").path)
                _ = try output.write(plan.files, inputs: [file], inPlace: false)
            default: _ = MigrationPlanText(plan: plan, output: "migrated", dryRun: true).lines
            }
        }
    }
}
