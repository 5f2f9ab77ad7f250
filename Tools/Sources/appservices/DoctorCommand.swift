import AppServicesEngines
import ArgumentParser

/// `appservices doctor`: holds an app's Info.plist, Swift sources and manifests against each other.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check that an app's Info.plist, services and manifests agree.",
        discussion: """
            Parses the Swift files below each --sources folder (without compiling them), finds the types that \
            adopt AppServices capabilities and the app delegate, and checks: that the app adopts the scene life \
            cycle, which an app built with the iOS 27 SDK must or it fails to launch (TN3187): a scene \
            configuration in the Info.plist, a scene manifest Xcode generates \
            (INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES in the project given with --project, or \
            else in the one .xcodeproj in the Info.plist's folder or, if it has none, in its parent's or \
            grandparent's; with several there, none is read), or \
            application(_:configurationForConnecting:options:) in the app delegate or a SceneConfigurationService, or \
            a SwiftUI App; \
            in an app that uses scenes, the app delegate's own methods UIKit no longer calls, each with its \
            scene-era replacement; background modes the capabilities, the app delegate's own methods and \
            background-task requests need; the scene manifest against scene services and the delegate classes it names; \
            BGTaskScheduler identifiers registered against BGTaskSchedulerPermittedIdentifiers; with --manifest, \
            the services manifests name against those registered with ServiceEntry; the setup of Firebase, OneSignal, \
            Airship and Braze: where each is configured, Firebase's app-delegate proxy behind a SwiftUI adaptor, the \
            manual calls Firebase needs with its proxy off, OneSignal's token callback, push registration after the \
            SDK's configure task (the article "Working beside Firebase, OneSignal, Airship and Braze" says why each \
            is an error or a warning). Prints one line per finding, \
            `file:line: severity: message`, or `file:line: key path: severity: message` for a key of an XML \
            Info.plist (a binary one has no lines: `file: key path: severity: message`).

            Errors are setups that misbehave; warnings are likely mistakes that code doctor cannot see may make \
            right (a background mode used outside the services), or a Swift file that does not parse, which is \
            skipped; notes say what doctor could not check, or did to read an input (an Info.plist run through the \
            C preprocessor is read without its # lines). Exits 0 without errors (warnings and notes are printed), \
            1 with errors, 2 when a file cannot be read: an Info.plist that is not a property list, a missing \
            source folder.

            Example:
              $ appservices doctor --info-plist App/Info.plist --sources App/Sources --manifest App/Services.json
              App/Sources/FeedRefresher.swift:4: error: FeedRefresher adopts BackgroundFetchService, whose \
            application(_:performFetchWithCompletionHandler:) needs the background mode 'fetch', missing from \
            UIBackgroundModes in App/Info.plist; add it
            """
    )

    /// The result of a check, as `--format json` prints it.
    struct Result: Encodable {
        var infoPlist: String
        /// The Xcode project read, given with `--project` or found next to the Info.plist; `nil` for none.
        var project: String?
        var swiftFiles: [String]
        var manifests: [String]
        /// The service types found, by name.
        var serviceTypes: [String]
        var errorCount: Int
        var warningCount: Int
        /// How many findings are notes: what doctor could not check, or did to read an input.
        var noteCount: Int
        var findings: [Finding]
    }

    @Option(help: "The app's Info.plist.")
    var infoPlist: String

    @Option(
        help: """
            A folder of the app's Swift sources, searched recursively (its Objective-C .h, .m and .mm files only for \
            @interface class names); repeat for several.
            """)
    var sources: [String]

    @Option(help: "A service manifest (JSON, or a property list ending in .plist); repeat for several.")
    var manifest: [String] = []

    @Option(
        help: ArgumentHelp(
            "The app's Xcode project (an .xcodeproj folder or its project.pbxproj), read for a generated scene "
                + "manifest; by default the only one near the Info.plist.",
            valueName: "xcodeproj"))
    var project: String?

    @Option(help: "The output format: text or json.")
    var format: OutputFormat = .text

    func run() async throws {
        let project = project ?? XcodeProject.nearby(infoPlist: infoPlist)
        let doctor = try InputOutputError.exitingOnFailure { () throws(InputOutputError) in
            Doctor(
                infoPlist: try InfoPlist(file: infoPlist), sources: try SwiftSources(folders: sources),
                manifests: manifest.isEmpty ? nil : try AppManifests(files: manifest),
                project: try project.map { path throws(InputOutputError) in try XcodeProject(path: path) })
        }
        let others = SceneAdoptionInputs.otherInfoPlists(beside: [infoPlist]).compactMap { try? InfoPlist(file: $0) }
        let findings = doctor.findings + others.flatMap(doctor.sceneLifecycleErrors)
        let errorCount = findings.count { $0.severity == .error }
        let files = doctor.sources.files.count == 1 ? "1 Swift file" : "\(doctor.sources.files.count) Swift files"
        let types = doctor.services.types.count == 1 ? "1 service type" : "\(doctor.services.types.count) service types"
        try StandardStreams.print(
            Result(
                infoPlist: infoPlist, project: project, swiftFiles: doctor.sources.files, manifests: manifest,
                serviceTypes: doctor.services.sorted.map(\.name), errorCount: errorCount,
                warningCount: findings.count { $0.severity == .warning },
                noteCount: findings.count { $0.severity == .note }, findings: findings), as: format,
            text: findings.isEmpty ? ["\(files), \(types): no problems"] : findings.map(\.description))
        try ExitCode.failing(if: errorCount > 0)
    }
}
