// The executable of the AppServicesManifestLint build-tool plugin:
//
//   AppServicesManifestLintTool MARK MANIFEST
//
// prints MANIFEST's diagnostics on standard error, one a line as compilers print them, and exits 1 if one is an
// error; otherwise it writes MARK, a Swift file holding only a comment, the output its build command declares.
import AppServicesManifestDiagnostics
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let mark = arguments.first, let manifest = arguments.last else {
    FileHandle.standardError.write(Data("usage: AppServicesManifestLintTool MARK MANIFEST\n".utf8))
    exit(2)
}
let diagnostics = ManifestDiagnostics.of(manifestAt: manifest)
FileHandle.standardError.write(Data(diagnostics.map { "\($0)\n" }.joined().utf8))
guard !diagnostics.contains(where: { $0.severity == .error }) else { exit(1) }
do {
    try Data("// \(URL(fileURLWithPath: manifest).lastPathComponent): no errors (AppServicesManifestLint)\n".utf8)
        .write(to: URL(fileURLWithPath: mark), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(mark): error: cannot write the build command's output: \(error)\n".utf8))
    exit(1)
}
