import Foundation
import Testing

/// Findings at a key of an XML Info.plist name its line; a binary one has none (issue #26 §4).
@Suite struct DoctorInfoPlistLineTests {
    @Test func aBinaryInfoPlistsFindingsKeepTheirKeyPathWithoutALine() throws {
        let fixture = DoctorFixture.root.appendingPathComponent("background-modes")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = try Data(contentsOf: fixture.appendingPathComponent("Info.plist"))
        let plist = try PropertyListSerialization.propertyList(from: xml, format: nil)
        try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        let run = try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", fixture.appendingPathComponent("Sources").path],
            in: folder)
        #expect(run.lines.contains { $0.hasPrefix("Info.plist: UIBackgroundModes[1]: warning: ") })
        let xmlRun = try DoctorFixture.run("background-modes")
        #expect(xmlRun.lines.contains { $0.hasPrefix("Info.plist:10: UIBackgroundModes[1]: warning: ") })
    }
}
