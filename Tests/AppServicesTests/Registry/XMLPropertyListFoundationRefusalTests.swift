@_spi(AppServicesTools) import AppServices
import Foundation
import Testing

/// What Foundation refuses in an XML property list that the structure check used to let through.
///
/// About 3 % of mutated lists did: each class is now refused with its line and the problem named, before Foundation
/// is called (its failures leak their error object on Linux). What Foundation reads still reads, with the same values.
@Suite struct XMLPropertyListFoundationRefusalTests {
    @Test(arguments: [
        ("<plist>\n<date>2024-01-02</date></plist>", "line 2: <date> holds '2024-01-02', which is no date of the form"),
        ("<plist><date> 2024-01-02T03:04:05Z</date></plist>", "line 1: <date> holds '2024-01-02T03:04:05Z', which"),
        ("<plist><date>2024-01-02T03:04:05.5Z</date></plist>", "line 1: <date> holds '2024-01-02T03:04:05.5Z', which"),
        ("<plist><date/></plist>", "line 1: <date> holds '', which is no date"),
    ])
    func datesFoundationDoesNotReadAreRefused(text: String, problem: String) throws {
        let description = try #require(propertyListRefusal(text))
        #expect(description.hasPrefix("not a valid property list: \(problem)"))
    }

    @Test(arguments: [
        ("<plist><string>a\n&foo;</string></plist>", "line 2: '&foo;' is no reference Foundation reads"),
        ("<plist><string>R&D</string></plist>", "line 1: '&D' is no reference Foundation reads"),
        ("<plist><dict><key>a&AMP;</key><true/></dict></plist>", "line 1: '&AMP;' is no reference"),
        ("<plist><string>&#xD800;</string></plist>", "line 1: '&#xD800;' is no reference"),
        ("<plist><string>&#X41;</string></plist>", "line 1: '&#X41;' is no reference"),
        ("<plist><string>&#1114112;</string></plist>", "line 1: '&#1114112;' is no reference"),
    ])
    func referencesFoundationDoesNotReadAreRefused(text: String, problem: String) throws {
        let description = try #require(propertyListRefusal(text))
        #expect(description.hasPrefix("not a valid property list: \(problem)"))
    }

    @Test(arguments: [
        ("<plist><string>a<!-- c --></string></plist>", "line 1: <string> of line 1 holds a comment"),
        ("<plist><integer><?pi?>1</integer></plist>", "line 1: <integer> of line 1 holds a processing instruction"),
        ("<plist><data>AA<![CDATA[x]]></data></plist>", "line 1: CDATA outside a <string> or <key>"),
        ("<plist><array><!DOCTYPE x></array></plist>", "line 1: <array> of line 1 holds a '<!' declaration"),
        ("<!doctype plist>\n<plist><true/></plist>", "line 1: '<!' starts neither a comment nor <!DOCTYPE"),
        ("<!DOCTYPE plist [ <!ENTITY a \"b\"> ]><plist><true/></plist>", "line 1: <!DOCTYPE has an internal subset"),
        ("<plist><?>\n<true/></plist>", "line 1: a tag is never closed"),
    ])
    func markupFoundationDoesNotReadThereIsRefused(text: String, problem: String) throws {
        let description = try #require(propertyListRefusal(text))
        #expect(description.hasPrefix("not a valid property list: \(problem)"))
    }

    @Test(arguments: [
        ("<plist><integer>18446744073709551616</integer></plist>", "'18446744073709551616', which is out of the range"),
        ("<plist><integer>-9223372036854775809</integer></plist>", "'-9223372036854775809', which is out of the range"),
        ("<plist><integer>0x1FFFFFFFFFFFFFFFF</integer></plist>", "'0x1FFFFFFFFFFFFFFFF', which is out of the range"),
        ("<plist><integer>-0x8000000000000001</integer></plist>", "'-0x8000000000000001', which is out of the range"),
        ("<plist><integer>-0xFFFFFFFFFFFFFFFF</integer></plist>", "'-0xFFFFFFFFFFFFFFFF', which is out of the range"),
        ("<plist><integer>1 </integer></plist>", "'1 ', which is no integer"),
    ])
    func integersFoundationDoesNotReadAreRefused(text: String, problem: String) throws {
        let description = try #require(propertyListRefusal(text))
        #expect(description.hasPrefix("not a valid property list: line 1: <integer> holds \(problem)"))
    }

    @Test(arguments: ["0x10", "0x1p3", "nan(1)", "1e"])
    func realsFoundationDoesNotReadAreRefused(text: String) throws {
        let description = try #require(propertyListRefusal("<plist>\n<real>\(text)</real></plist>"))
        #expect(description == "not a valid property list: line 2: <real> holds '\(text)', which is no number")
    }

    @Test(arguments: [
        (
            "<plist><array>\n<string>caf\u{FF}</string></array></plist>",
            "line 2: <string> of line 2 holds the byte 0xe9"
        ),
        ("<plist><dict><key>\n\u{FF}</key><true/></dict></plist>", "line 2: <key> of line 1 holds the byte 0xe9"),
        ("<plist><string><![CDATA[\u{FF}]]></string></plist>", "line 1: <string> of line 1 holds the byte 0xe9"),
    ])
    func stringsThatAreNotUTF8AreRefused(text: String, problem: String) throws {
        // U+00FF stands for the byte 0xE9, which no UTF-8 text holds alone.
        let data = Data(text.unicodeScalars.flatMap { $0 == "\u{FF}" ? [0xE9] : Array(String($0).utf8) })
        let error = #expect(throws: BoundedPropertyList.Refusal.self) { try BoundedPropertyList.read(data) }
        #expect(
            error?.description
                == "not a valid property list: \(problem), which is not UTF-8 (the encoding the list declares)")
    }

    @Test func aStringOfAListDeclaringAnotherEncodingIsNotCheckedAsUTF8() throws {
        let data =
            Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>caf".utf8) + Data([0xE9])
            + Data("</string></plist>".utf8)
        #expect(try BoundedPropertyList.read(data) as? String == "caf\u{E9}")
    }

    @Test(arguments: [
        ("<plist><string>a</ string></plist>", "line 1: '</' is not followed by an element's name"),
        ("<plist><string>a</string x></plist>", "line 1: </string> holds more than its name"),
        ("<plist><true/ ></plist>", "line 1: <true/> is no property-list element"),
        ("<plist><data/></plist>", "line 1: <data/> is empty, which Foundation refuses"),
        ("<plist><data>\u{E9}</data></plist>", "line 1: <data> holds the byte 0xc3, which is no base64"),
    ])
    func declarationsTagsAndDataFoundationDoesNotReadAreRefused(text: String, problem: String) throws {
        let description = try #require(propertyListRefusal(text))
        #expect(description.hasPrefix("not a valid property list: \(problem)"))
    }

    #if !canImport(Darwin)
    /// Off Apple platforms only: Apple's Foundation reads more encodings, and decides there.
    @Test func anEncodingNameCutByANulByteIsRefused() throws {
        let description = try #require(
            propertyListRefusal("<?xml version=\"1.0\" encoding=\"UT\u{0}F-8\"?><plist><true/></plist>"))
        #expect(
            description.hasPrefix(
                "not a valid property list: line 1: the XML declaration names the encoding 'UT\u{0}F-8'"))
    }

    @Test func anEncodingFoundationDoesNotReadIsRefused() throws {
        let description = try #require(
            propertyListRefusal("<?xml version=\"1.0\" encoding=\"UTF-9\"?><plist><true/></plist>"))
        #expect(
            description.hasPrefix(
                "not a valid property list: line 1: the XML declaration names the encoding 'UTF-9'"))
    }
    #endif

    @Test func whatFoundationReadsStillReads() throws {
        let text = """
            <?xml version="1.0" encoding="iso-8859-1"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><?note?>
            <dict >
                <key>when</key><date>2024-01-02T03:04:05Z</date>
                <key>long ago</key><date>-44-03-15T12:00:00Z</date>
                <key>text</key><string >&lt;&#65;&#x1F600;&#;&quot;&apos;&gt;&amp;</string >
                <key>big</key><integer> 18446744073709551615</integer>
                <key>small</key><integer>-9223372036854775808</integer>
                <key>least</key><integer>-0x8000000000000000</integer>
                <key>hex</key><integer>0xFFFFFFFFFFFFFFFF</integer>
                <key>flag</key><true />
                <key>empty</key><data></data>
            </dict>
            </plist>
            """
        let root = try #require(try BoundedPropertyList.read(Data(text.utf8)) as? [String: Any])
        #expect(root["when"] as? Date == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(root["text"] as? String == "<A\u{1F600}\u{0}\"'>&")
        #expect((root["big"] as? NSNumber)?.uint64Value == UInt64.max)
        #expect((root["small"] as? NSNumber)?.int64Value == Int64.min)
        #expect((root["least"] as? NSNumber)?.int64Value == Int64.min)
        #expect(root["flag"] as? Bool == true)
        #expect(root["empty"] as? Data == Data())
    }
}
