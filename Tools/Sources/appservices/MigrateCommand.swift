@_spi(AppServicesTools) import AppServices
@_spi(AppServicesTools) import AppServicesEngines
import ArgumentParser
import Foundation

/// `appservices migrate`: splits an app delegate (and scene delegates) into services.
struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Split an AppDelegate and SceneDelegate into AppServices services.",
        discussion: """
            Finds the app and scene delegate classes and their extensions in the files, and moves each delegate \
            method, verbatim, to a service for its concern (launch, lifecycle, URL opening, remote notifications, \
            background work, notification center, scenes, ...) that adopts the method's capability protocol. \
            Properties and helpers move with the service that uses them; concerns that share one, or call each \
            other, share a service. The app delegate becomes a ServicesAppDelegate listing the services, a scene \
            delegate a ServicesSceneDelegate. Prints each move, then what was kept, changed or must be checked, \
            with its file and line. Writes the rewritten delegates and the services into the output folder, or \
            nothing with --dry-run or on any error: the files are staged in a hidden folder and moved into place \
            once all are written. An output folder that holds an input is refused, unless --in-place asks to \
            replace the inputs; then each original is kept as NAME.orig. With --adopt-scenes the app also moves \
            to the scene life cycle: a scene delegate, a copy of each --info-plist with UIApplicationSceneManifest \
            (completed if it has no configuration; with the main storyboard, if any), the window code left where it \
            is for the app delegate to move its window into the main scene, and the windows made without a scene \
            outside the delegate listed (--sources); URLs, user activities and quick actions reach the same \
            services, at a cold launch from the connection options. Beside a scene delegate, the app delegate's methods \
            UIKit never calls with scenes (activation, background, URLs, user activities, quick actions) are dropped \
            and listed, not moved. Exits 0 on success, 1 when a file does not parse or no \
            delegate class is found, 2 when a file cannot be read or the output folder cannot be written. With \
            --sources, the app's other Swift files are searched for calls, on the delegate, of the members that move \
            (a file there that does not parse is skipped and named); without it, the plan names those members.

            Example:
              $ appservices migrate AppDelegate.swift SceneDelegate.swift --output Migrated --dry-run
              AppDelegate.swift:14: func application(_:didFinishLaunchingWithOptions:) -> AppLaunchService \
            (DidFinishLaunchingService)
            """
    )

    /// The result of a migration, as `--format json` prints it.
    struct Result: Encodable {
        /// Whether the files were only planned.
        var dryRun: Bool
        var output: String
        var plan: MigrationPlan
        /// The inputs replaced with `--in-place`, each original kept as `NAME.orig`.
        var keptOriginals: [String]
    }

    @Argument(help: "The Swift files that declare the app delegate, the scene delegate and their extensions.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The folder to write the rewritten delegates and the new services into.")
    var output: String

    @Flag(help: "Allow an output folder that holds inputs: replace them, keeping each original as NAME.orig.")
    var inPlace = false

    @Flag(
        help: """
            Also move the app to the scene life cycle (TN3187): add a ServicesSceneDelegate subclass and the scene \
            manifest, say where the app's window comes from, and report the code to change by hand.
            """)
    var adoptScenes = false

    @Option(
        help: """
            With --adopt-scenes, the app's Info.plist: a copy with UIApplicationSceneManifest is written to the output \
            folder; repeat for an app with one Info.plist per build configuration (copies of one name are named by \
            their folders: Debug-Info.plist). Info.plists beside it that are not given are named in the plan.
            """
    )
    var infoPlist: [String] = []

    @Option(
        help: ArgumentHelp(
            "A folder of the app's other Swift sources, searched recursively (repeat for several): read, not "
                + "changed, to list each call of a member that moves to a service on the delegate, and with "
                + "--adopt-scenes each window made without a scene outside the delegate, with its line.",
            valueName: "folder"))
    var sources: [String] = []

    @Flag(help: "Print the plan without writing anything.")
    var dryRun = false

    @Option(help: "The output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if !infoPlist.isEmpty && !adoptScenes {
            throw ValidationError("--info-plist is read only with --adopt-scenes")
        }
        try Self.refuseGivenTwice(files)
        try Self.refuseGivenTwice(infoPlist)
    }

    /// Refuses a file given twice, by its real path (`./A.swift` and `A.swift` are one file): it would be read and
    /// written twice.
    private static func refuseGivenTwice(_ paths: [String]) throws {
        var first: [String: String] = [:]
        for path in paths {
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            if let earlier = first[real] {
                throw ValidationError("\(path) is given twice (as \(earlier) too): give each file once")
            }
            first[real] = path
        }
    }

    func run() async throws {
        let plan = try InputOutputError.exitingOnFailure {
            do {
                var migration = try Migration(files: files.map { ($0, try Self.read($0)) })
                if !sources.isEmpty {
                    migration.otherSources = try OtherSources(folders: sources, excluding: files)
                }
                if adoptScenes {
                    migration.sceneAdoption = SceneAdoptionRequest(
                        infoPlists: try infoPlist.map { ($0, try Self.read($0, passingBinaryPropertyList: true)) },
                        otherInfoPlists: SceneAdoptionInputs.otherInfoPlists(beside: infoPlist))
                }
                return try migration.plan()
            } catch let error as MigrationError {
                StandardStreams.printError(error.description)
                throw ExitCode(1)
            }
        }
        let kept =
            dryRun || plan.files.isEmpty
            ? []
            : try InputOutputError.exitingOnFailure { () throws(InputOutputError) in
                try OutputFolder(path: output).write(plan.files, inputs: files + infoPlist, inPlace: inPlace)
            }
        try StandardStreams.print(
            Result(dryRun: dryRun, output: output, plan: plan, keptOriginals: kept), as: format,
            text: MigrationPlanText(plan: plan, output: output, dryRun: dryRun).lines
                + kept.map { "kept the original of \($0) as \($0).orig" })
    }

    /// The text of `path`, read as the other commands read their inputs (a FIFO is refused, not waited on), as UTF-8.
    ///
    /// With `passingBinaryPropertyList` (for an Info.plist), a binary property list's bytes, which are not UTF-8, are
    /// passed on as they are, for the scene adoption to name the file a binary property list to convert.
    private static func read(_ path: String, passingBinaryPropertyList: Bool = false) throws(InputOutputError)
        -> String
    {
        let data = try InputFile.read(path, maximumByteCount: SwiftSource.maximumFileSize)
        if passingBinaryPropertyList && data.starts(with: Data("bplist".utf8)) {
            return String(decoding: data, as: UTF8.self)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw InputOutputError(file: path, reason: "cannot read the file: it is not UTF-8 text")
        }
        return text
    }
}
