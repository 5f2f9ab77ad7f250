import Foundation

// Writes every generated layer from the callback table. Run from the repository's root:
//   swift run --package-path CodeGeneration generate-callbacks [ROOT]
// then `swift format` formats the Swift files, so the output matches what `swift format lint` expects.

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
let table = allCallbacks
precondition(Set(table.map(\.id)).count == table.count, "two rows share an identifier")
precondition(Set(table.map(\.selector)).count == table.count, "two rows share a selector")
precondition(Set(table.map(\.capability)).count == table.count, "two rows share a capability")

let files =
    ReplicaEmitter.files(table) + CapabilityEmitter.files(table, groups: capabilityGroups)
    + CallbackIdentifierEmitter.files(table) + CapabilityLookupEmitter.files(table, groups: capabilityGroups)
    + HostEmitter.files(table) + AdapterEmitter.files(table)
    + RecordingEmitter.files(table) + LegacyDelegateEmitter.files(table)

let generatedFolders = Set(files.map { ($0.path as NSString).deletingLastPathComponent })
for folder in generatedFolders {
    let url = root.appendingPathComponent(folder)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
}
for file in files {
    try file.text.write(to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
}

let regions = AdapterEmitter.regions(table)
for region in regions {
    let url = root.appendingPathComponent(region.path)
    let text = try String(contentsOf: url, encoding: .utf8)
    try region.replacing(in: text).write(to: url, atomically: true, encoding: .utf8)
}

let format = Process()
format.executableURL = URL(fileURLWithPath: "/usr/bin/env")
format.arguments = ["swift", "format", "format", "--in-place", "--configuration", root.appendingPathComponent(".swift-format").path]
    + (files.map(\.path) + regions.map(\.path)).map { root.appendingPathComponent($0).path }
try format.run()
format.waitUntilExit()
guard format.terminationStatus == 0 else { fatalError("swift format failed") }

let articleURL = root.appendingPathComponent(ArticleEmitter.path)
let article = try String(contentsOf: articleURL, encoding: .utf8)
try ArticleEmitter.article(table, replacingIn: article).write(to: articleURL, atomically: true, encoding: .utf8)

print("generated \(files.count) files and the merge-rules tables from \(table.count) callbacks")
