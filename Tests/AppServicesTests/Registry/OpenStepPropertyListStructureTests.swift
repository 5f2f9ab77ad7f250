@_spi(AppServicesTools) import AppServices
import Foundation
import Testing

/// Issue 28.9: a malformed OpenStep property list is refused with its line before Foundation reads it (each of
/// Foundation's failures leaks its error object on Linux); a well-formed one reads as before.
@Suite struct OpenStepPropertyListStructureTests {
    @Test(arguments: [
        ("{ version = 1; ", "line 1: a dictionary is never closed with '}'"),
        ("{\n  version 1;\n}", "line 2: a key is not followed by '='"),
        ("{ version = 1 }", "line 1: a dictionary entry does not end with ';'"),
        ("( a, b c )", "line 1: an array's values are not separated by ',' or closed with ')'"),
        ("{ name = \"open; }", "line 1: a quoted string is never closed"),
        ("( <0g> )", "line 1: data holds a character that is not hexadecimal"),
        ("( <012> )", "line 1: data holds an odd number of hexadecimal digits"),
        ("{ a = 1; }\n( b )", "line 2: more follows the top value"),
        ("{ a = #; }", "line 1: '#' starts no value"),
        ("( a /* note )", "line 1: a comment is never closed"),
    ])
    func malformedOpenStepIsRefusedWithItsLine(text: String, problem: String) {
        #expect(propertyListRefusal(text) == "not a valid property list: \(problem)")
    }

    @Test func nestingHiddenBehindClosersInACommentIsStillBounded() {
        let text = "( /* " + String(repeating: ")", count: 1_000) + " */ " + String(repeating: "(", count: 1_000)
        #expect(
            propertyListRefusal(text)
                == "not a valid property list: line 1: arrays and dictionaries nest deeper than 64 levels")
    }

    @Test func wellFormedOpenStepReadsAsBefore() throws {
        let text = """
            {
                // the app's settings
                name = "a \\"quoted\\" name"; /* a comment */
                path = /usr/local-1.0:bin;
                list = ( one, 'two', <0001 0203>, );
                empty = {};
            }
            """
        let root = try #require(try BoundedPropertyList.read(Data(text.utf8)) as? [String: Any])
        #expect(root["name"] as? String == "a \"quoted\" name")
        #expect(root["path"] as? String == "/usr/local-1.0:bin")
        #expect((root["list"] as? [Any])?.count == 3)
    }

    @Test func theEntriesOfAStringsFileRead() throws {
        let root = try #require(
            try BoundedPropertyList.read(Data("\"a\" = \"b\";\n\"c\" = (d);".utf8)) as? [String: Any])
        #expect(root["a"] as? String == "b")
    }
}
