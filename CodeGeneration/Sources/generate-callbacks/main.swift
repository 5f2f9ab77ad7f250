import CallbackTable
import Foundation

// Writes every generated layer from the callback table:
//   swift run --package-path CodeGeneration generate-callbacks [ROOT]
// ROOT defaults to the repository this source file is in, wherever the command runs from.

let thisFile = URL(fileURLWithPath: #filePath)
let repository = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let root = CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) } ?? repository
do {
    print("generated from the callback table: " + (try Generator(root: root).run()))
} catch {
    FileHandle.standardError.write(Data("generate-callbacks: \(error)\n".utf8))
    exit(1)
}
