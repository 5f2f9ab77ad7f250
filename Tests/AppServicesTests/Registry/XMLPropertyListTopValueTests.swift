@_spi(AppServicesTools) import AppServices
import Foundation
import Testing

/// What follows the top value of an XML property list is not read.
///
/// Foundation does not read it, so the structure check does not either. Lists with a stray `</plist>`, a second value or any text after their end used to be refused
/// although Foundation reads them (0.8 % of mutated lists).
@Suite struct XMLPropertyListTopValueTests {
    @Test(arguments: [
        "<plist><array><string>fetch</string></array></plist>\nlist>",
        "<plist><array><string>fetch</string></array></plist></plist>",
        "<plist><array><string>fetch</string></array></plist><![CDATA[x]]><!-- never closed",
        "<plist><array><string>fetch</string></array></plist>\n<plist><true/></plist> &bogus; <",
        "<array><string>fetch</string></array><?;x",
    ])
    func whatFollowsTheTopValueIsNotRead(text: String) throws {
        #expect(try BoundedPropertyList.read(Data(text.utf8)) as? [String] == ["fetch"])
    }

    @Test func aValueBeforeThePlistElementIsTheTopValue() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"><string>s</string>
            <plist version="1.0"><dict>
            """
        #expect(try BoundedPropertyList.read(Data(text.utf8)) as? String == "s")
    }

    @Test func keysAfterTheTopValueAreNotReportedAsDuplicates() throws {
        let text = """
            <plist><dict><key>version</key><integer>1</integer><key>services</key><array>
            <dict><key>id</key><string>analytics</string></dict>
            </array></dict></plist>
            <dict><key>version</key><true/><key>version</key><true/></dict>
            """
        let manifest = try ServiceManifest.decode(Data(text.utf8), format: .propertyList, file: "Services.plist")
        #expect(manifest.services.map(\.identifier.rawValue) == ["analytics"])
    }
}
