import ArgumentParser

/// The `appservices` command: checks manifests and their launch graph, plans a launch, reads launch reports.
@main
struct AppServicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appservices",
        abstract:
            "Check AppServices manifests, plan their launch graph, read launch reports and migrate app delegates.",
        discussion: """
            Exit status: 0 on success, 1 when a manifest or its launch graph has problems or a file to migrate \
            does not parse or declares no delegate class or a probe report contradicts an assumption, 2 when a file \
            cannot be read or written, 64 for a bad option.

            Examples:
              appservices lint Services.json Overrides.plist
              appservices plan Services.json --cores 4 --estimate network=120 --default-estimate 5
              appservices report launch-report.json --svg launch.svg
              appservices report launch-report.json --format json
              appservices migrate AppDelegate.swift SceneDelegate.swift --output Migrated --dry-run
              appservices probe AppServicesProbe-report.json
            """,
        subcommands: [
            LintCommand.self, PlanCommand.self, ReportCommand.self, MigrateCommand.self, DoctorCommand.self,
            ProbeCommand.self,
        ]
    )
}
