import Foundation
import Testing

@testable import AppServicesManifestDiagnostics

/// What the build-tool plugin prints for a manifest: each problem as a compiler diagnostic at the line of its key
/// path, `file:line: error: key path: message`, which Xcode shows at that line of the manifest.
@Suite struct ManifestDiagnosticsTests {
    private static func manifest(_ text: String, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func aCleanManifestHasNoDiagnostics() throws {
        let path = try Self.manifest(#"{ "version": 1, "services": [{ "id": "push" }] }"#, named: "Services.json")
        #expect(ManifestDiagnostics.of(manifestAt: path).isEmpty)
    }

    @Test func aJSONProblemIsAnErrorAtTheLineOfItsKeyPath() throws {
        let path = try Self.manifest(
            """
            {
              "version": 1,
              "services": [
                { "id": "analytics" },
                { "id": "push",
                  "priority": "high" }
              ]
            }
            """, named: "Services.json")
        let diagnostics = ManifestDiagnostics.of(manifestAt: path)
        #expect(diagnostics.map(\.line) == [6])
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(
            diagnostics.first?.description.hasPrefix("\(path):6: error: services[1].priority: service 'push': ")
                == true, "\(diagnostics)")
    }

    @Test func aKeyAnXMLManifestGivesTwiceIsAWarningAtItsSecondLine() throws {
        let path = try Self.manifest(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>version</key><integer>1</integer>
            <key>services</key>
            <array><dict><key>id</key><string>push</string><key>id</key><string>sync</string></dict></array>
            </dict>
            </plist>
            """, named: "Services.plist")
        #expect(
            ManifestDiagnostics.of(manifestAt: path).map(\.description) == [
                "\(path):6: warning: services[0].id: the key 'id' appears more than once in this dictionary (first "
                    + "at line 6); Foundation keeps the last value"
            ])
    }

    @Test func aFileThatIsNotAManifestIsAnErrorOfTheWholeFile() throws {
        let path = try Self.manifest("{ \"version\": ", named: "Services.json")
        let diagnostics = ManifestDiagnostics.of(manifestAt: path)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description.hasPrefix("\(path): error: ") == true, "\(diagnostics)")
    }

    @Test func aMessageCannotForgeASecondDiagnostic() {
        let diagnostic = ManifestDiagnostic(
            file: "Services.json", line: 3, severity: .error, keyPath: "services[0].id",
            message: "bad\nServices.json:1: error: forged")
        #expect(
            diagnostic.description == #"Services.json:3: error: services[0].id: bad\u{a}Services.json:1: error: forged"#
        )
    }
}
