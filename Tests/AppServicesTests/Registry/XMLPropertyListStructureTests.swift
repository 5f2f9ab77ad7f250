@_spi(AppServicesTools) import AppServices
import Foundation
import Testing

/// Issue 28.9: a malformed XML property list is refused with its line before Foundation reads it (each of
/// Foundation's failures leaks its error object on Linux); a well-formed one reads as before.
@Suite struct XMLPropertyListStructureTests {
    @Test(arguments: [
        ("<plist><dict><key>a</key><string>b</string>", "line 1: <dict> is never closed"),
        ("<plist>\n<dict>\n<key>a</key>\n</plist>", "line 4: </plist> closes <dict> of line 2"),
        ("<plist><dict><key>a</key></dict></plist>", "line 1: the last <key> of <dict> of line 1 has no value"),
        ("<plist><dict><string>b</string></dict></plist>", "line 1: <string> has no <key> in <dict> of line 1"),
        ("<plist><dict><key>a</key><strin>b</strin></dict></plist>", "line 1: <strin> is no property-list element"),
        ("<plist><array><integer>12x</integer></array></plist>", "line 1: <integer> holds '12x', which is no integer"),
        ("<plist><real>fast</real></plist>", "line 1: <real> holds 'fast', which is no number"),
        ("<plist><array>words</array></plist>", "line 1: text outside a <string>, <key> or other value element"),
        ("<plist><string>a</string><string>b</string></plist>", "line 1: <plist> holds more than one value"),
        ("<plist></plist>", "line 1: <plist> holds no value"),
        ("<plist><!-- note </plist>", "line 1: a comment is never closed"),
    ])
    func malformedXMLIsRefusedWithItsLine(text: String, problem: String) {
        #expect(propertyListRefusal(text) == "not a valid property list: \(problem)")
    }

    @Test func aKeyOutsideADictionaryReadsAsAString() throws {
        let text = "<plist><array><key>a</key><string>b</string></array></plist>"
        #expect(try BoundedPropertyList.read(Data(text.utf8)) as? [String] == ["a", "b"])
    }

    @Test func aKeyInAnArrayCountsAsItsValueInKeyPaths() throws {
        let text = """
            <plist><dict><key>version</key><integer>1</integer><key>services</key><array><key>x</key>
            <dict><key>id</key><string>a</string><key>id</key><string>b</string></dict></array></dict></plist>
            """
        let error = #expect(throws: ManifestError.self) {
            try ServiceManifest.decode(Data(text.utf8), format: .propertyList, file: "Services.plist")
        }
        #expect(error?.problems.map(\.description).contains { $0.hasPrefix("Services.plist: services[1].id") } == true)
    }

    @Test func wellFormedXMLReadsAsBefore() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <!-- the app's settings -->
            <dict>
                <key>name</key><string><![CDATA[a <b>]]> &amp; c</string>
                <key>counts</key><array><integer>-3</integer><integer>0x1F</integer><real>2.5e3</real></array>
                <key>flags</key><array><true/><false/></array>
                <key>empty</key><dict/>
                <key>blob</key><data>AAEC
                    Aw==</data>
            </dict>
            </plist>
            """
        let root = try #require(try BoundedPropertyList.read(Data(text.utf8)) as? [String: Any])
        #expect(root["name"] as? String == "a <b> & c")
        #expect((root["counts"] as? [Any])?.count == 3)
        #expect((root["blob"] as? Data) == Data([0, 1, 2, 3]))
    }

    @Test func openStepDataIsNotTakenForXML() throws {
        #expect(try BoundedPropertyList.read(Data("<0001 0203>".utf8)) as? Data == Data([0, 1, 2, 3]))
    }
}
