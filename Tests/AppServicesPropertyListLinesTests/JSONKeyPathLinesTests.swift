import Testing

@testable import AppServicesPropertyListLines

/// The line of each key path of a JSON manifest, as the build-tool plugin names it for a problem the loader found.
@Suite struct JSONKeyPathLinesTests {
    private static func lines(_ text: String) -> PropertyListLines {
        PropertyListLines(json: Array(text.utf8))
    }

    @Test func keysAndArrayPositionsHaveTheLinesTheyStartOn() {
        let lines = Self.lines(
            """
            {
              "version": 1,
              "services": [
                { "id": "a" },
                {
                  "id": "b", "config": { "url": "x" }
                }
              ],
              "tasks": [[1, 2], "t"]
            }
            """)
        #expect(lines.line(of: "version") == 2)
        #expect(lines.line(of: "services[0].id") == 4)
        #expect(lines.line(of: "services[1]") == 5)
        #expect(lines.line(of: "services[1].config.url") == 6)
        #expect(lines.line(of: "services[1].config.missing") == 6, "the nearest enclosing key path")
        #expect(lines.line(of: "tasks[1]") == 9)
    }

    @Test func aKeyIsReadWithItsEscapesDecodedAndStringsHideNoStructure() {
        let lines = Self.lines(
            """
            {"text": "a { [ \\" , ] }",
             "caf\\u00e9": 1,
             "\\ud83d\\ude00 \\"q\\"": [true, null],
             "after": 2}
            """)
        #expect(lines.line(of: "café") == 2)
        #expect(lines.line(of: "😀 \"q\"[1]") == 3)
        #expect(lines.line(of: "after") == 4)
    }
}
