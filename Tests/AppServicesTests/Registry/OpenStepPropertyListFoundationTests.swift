@_spi(AppServicesTools) import AppServices
import Foundation
import Testing

/// OpenStep text as Foundation reads it, measured on 20,000 mutated lists: what it reads now reads, and what it
/// refuses is refused first, with its line, without the failing call (whose error object leaks on Linux).
@Suite struct OpenStepPropertyListFoundationTests {
    @Test func aStringsFileThatStartsWithACommentOrAPlainKeyReads() throws {
        let text = """
            /* Localizable.strings */
            greeting = "Hello, \\"world\\"";
            'farewell' = Bye;
            """
        let root = try #require(try BoundedPropertyList.read(Data(text.utf8)) as? [String: String])
        #expect(root == ["greeting": "Hello, \"world\"", "farewell": "Bye"])
    }

    @Test(arguments: [("G", "G"), ("// a note\nplain/path:1.0", "plain/path:1.0"), ("'quoted'", "quoted")])
    func aListThatIsOneStringReads(text: String, value: String) throws {
        #expect(try BoundedPropertyList.read(Data(text.utf8)) as? String == value)
    }

    @Test func verticalTabsAndFormFeedsAreBlanks() throws {
        let root = try BoundedPropertyList.read(Data("{ a\u{0B}=\u{0C}1; }".utf8)) as? [String: String]
        #expect(root == ["a": "1"])
    }

    @Test func aCarriageReturnEndsALineComment() throws {
        let root = try BoundedPropertyList.read(Data("{ // the app's settings\ra = 1; }".utf8)) as? [String: String]
        #expect(root == ["a": "1"])
    }

    @Test(arguments: [
        ("{\n  list = ( <0a 0 b> );\n}", "line 2: data parts a byte's two hexadecimal digits with a blank"),
        ("{\n  empty+ = {};\n}", "line 2: a key is not followed by '='"),
        ("{ a = +1; }", "line 1: '+' starts no value"),
        ("+1", "it starts with '+', which starts no property list"),
    ])
    func whatFoundationRefusesIsRefusedWithItsLine(text: String, problem: String) throws {
        let description = try #require(propertyListRefusal(text))
        #expect(description.hasPrefix("not a valid property list: \(problem)"))
    }

    @Test func textThatIsNotUTF8IsRefusedWithItsLine() {
        let data = Data("{\n  name = \"caf".utf8) + Data([0xE9]) + Data("\";\n}".utf8)
        let error = #expect(throws: BoundedPropertyList.Refusal.self) { try BoundedPropertyList.read(data) }
        #expect(
            error?.description
                == "not a valid property list: line 2: the byte 0xe9 is not UTF-8, which Foundation requires of "
                + "OpenStep text")
    }

    /// Foundation reads such a list up to the mistake and drops the rest without a word (here `c` would be an
    /// empty array); the refusal names the mistake instead.
    @Test func aStringsFileWithAMistakeIsRefusedRatherThanCutShort() throws {
        let description = try #require(propertyListRefusal("\"a\" = \"b\";\n\"c\" = (<d);"))
        #expect(description == "not a valid property list: line 2: data holds a character that is not hexadecimal")
    }
}
