import Foundation
import Testing

/// CarPlay lives in a product of its own: the main product's sources never import the framework, so an app that
/// links only `AppServices` links no CarPlay.
@Suite struct CarPlayProductTests {
    @Test func theMainProductImportsNoCarPlay() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/AppServices").standardized
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        let importing = try files.filter { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").contains {
                $0.trimmingCharacters(in: .whitespaces).hasSuffix("import CarPlay")
            }
        }
        #expect(importing.isEmpty, "\(importing.map(\.lastPathComponent))")
    }
}
