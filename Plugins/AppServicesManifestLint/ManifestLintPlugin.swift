import Foundation
import PackagePlugin

/// Lints an app's service manifests at build time: one build command per manifest runs
/// `AppServicesManifestLintTool`, which prints each problem as a compiler diagnostic (`file:line: error: key path:
/// message`) that Xcode shows at the manifest's line, and fails the build on an error.
///
/// A manifest is a file of the target whose name ends in `Services.json` or `Services.plist` (`Services.json`,
/// `RemoteServices.plist`). Each command declares the manifest as its input and a Swift file that holds only a
/// comment as its output, so the build system runs it again whenever the manifest changes, and only then.
@main
struct ManifestLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "AppServicesManifestLintTool").url
        return Self.commands(for: target.sourceFiles.map(\.url), tool: tool, work: context.pluginWorkDirectoryURL)
    }

    /// The commands that lint the manifests among `files`, each writing its mark into `work`.
    static func commands(for files: [URL], tool: URL, work: URL) -> [Command] {
        files.filter(isManifest).enumerated().map { index, manifest in
            let mark = work.appending(path: "\(index)-\(manifest.deletingPathExtension().lastPathComponent).swift")
            return .buildCommand(
                displayName: "Checking the service manifest \(manifest.lastPathComponent)", executable: tool,
                arguments: [mark.path, manifest.path], inputFiles: [manifest], outputFiles: [mark])
        }
    }

    /// Whether `file` is a service manifest: a JSON or property-list file whose name ends in `Services`.
    static func isManifest(_ file: URL) -> Bool {
        ["json", "plist"].contains(file.pathExtension)
            && file.deletingPathExtension().lastPathComponent.hasSuffix("Services")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ManifestLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "AppServicesManifestLintTool").url
        return Self.commands(for: target.inputFiles.map(\.url), tool: tool, work: context.pluginWorkDirectoryURL)
    }
}
#endif
