import AppServices
import Foundation
import Testing

/// Issue 37 §1: Foundation parses property-list manifests, and the library bounds them.
///
/// An old-style (OpenStep) manifest is refused with the command that converts it, bytes that are no property list
/// are refused before Foundation is asked, and the nesting bound does not count the tags a comment holds.
@Suite struct PropertyListManifestHardeningTests {
    private func problems(_ text: String, file: String = "Services.plist") -> [String] {
        do {
            _ = try ServiceManifest.decode(Data(text.utf8), format: .propertyList, file: file)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test(arguments: [
        "{ version = 1; }", "(a, b)", "\"version\" = 1;\n", "// a note\n{ version = 1; }", "#hello", "[1, 2",
        "\u{1}\u{2}", "",
    ])
    func anythingButABinaryOrXMLPropertyListIsRefusedNamingTheConversion(text: String) {
        #expect(
            problems(text) == [
                "Services.plist: not a valid property list: it is neither a binary nor an XML property list; an "
                    + "old-style (OpenStep) property list such as `{ key = value; }` is not read: convert it with "
                    + "`plutil -convert xml1 <file>`"
            ])
    }

    @Test func aCommentHoldingSixtyFiveDictTagsIsNoNesting() throws {
        let comment = "<!-- " + String(repeating: "<dict>", count: 65) + " -->"
        let cdata = "<![CDATA[" + String(repeating: "<array>", count: 65) + "]]>"
        let manifest = """
            <?xml version="1.0" encoding="UTF-8"?>
            \(comment)
            <plist version="1.0">
            <dict>
                <key>version</key><integer>1</integer>
                <key>services</key>
                <array><dict><key>id</key><string>a\(cdata)</string></dict></array>
            </dict>
            </plist>
            """
        let read = try ServiceManifest.decode(Data(manifest.utf8), format: .propertyList, file: "Services.plist")
        #expect(read.services.map(\.identifier.rawValue) == ["a" + String(repeating: "<array>", count: 65)])
    }

    @Test func sixtyFiveLevelsOutsideACommentAreStillRefused() {
        let levels = String(repeating: "<array>", count: 65) + String(repeating: "</array>", count: 65)
        #expect(
            problems("<plist><!-- <array> -->\(levels)</plist>") == [
                "Services.plist: arrays and dictionaries nest deeper than 64 levels"
            ])
    }
}
