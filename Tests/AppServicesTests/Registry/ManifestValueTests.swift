import AppServices
import Foundation
import Testing

/// Issues 12.5, 12.7 and 12.8: values no manifest may hold are reported with their key path and the
/// entry they belong to, never wrapped, dropped or silently replaced.
@Suite struct ManifestValueTests {
    private typealias Fixtures = RegistryFixtures

    private static let range = "integers must fit in 64 bits (-9223372036854775808…9223372036854775807)"

    @Test func integersOutOfRangeAreErrorsNamingTheKeyNeverWrapped() {
        let problems = Fixtures.decodingProblems(
            #"""
            {"version": 1, "services": [{"id": "a", "priority": 9223372036854775808}],
             "tasks": [{"id": "t", "priority": 18446744073709551615, "timeout": 9223372036854775808}]}
            """#)
        #expect(
            problems.map(\.description) == [
                "Services.json: services[0].priority ('a'): the integer 9223372036854775808 is out of range; \(Self.range)",
                "Services.json: tasks[0].priority ('t'): the integer 18446744073709551615 is out of range; \(Self.range)",
                "Services.json: tasks[0].timeout ('t'): the integer 9223372036854775808 is out of range; \(Self.range)",
            ])
        #expect(problems.map(\.code) == [.outOfRange, .outOfRange, .outOfRange])
    }

    @Test func theSmallestAndLargestIntegersAreRead() throws {
        let manifest = try Fixtures.manifest(
            #"{"version": 1, "services": [{"id": "a", "priority": 9223372036854775807}, {"id": "b", "priority": -9223372036854775808}]}"#
        )
        #expect(manifest.services.map(\.priority) == [Int.max, Int.min])
    }

    @Test func propertyListIntegersOutOfRangeAreErrorsToo() throws {
        let plist = """
            <plist><dict><key>version</key><integer>1</integer><key>services</key><array>
            <dict><key>id</key><string>a</string><key>priority</key><integer>18446744073709551615</integer></dict>
            <dict><key>id</key><string>b</string><key>config</key><dict><key>r</key><real>1e400</real></dict></dict>
            </array></dict></plist>
            """
        let error = #expect(throws: ManifestError.self) {
            try ServiceManifest.decode(Data(plist.utf8), format: .propertyList, file: "Services.plist")
        }
        #expect(
            error?.problems.map(\.description) == [
                "Services.plist: services[0].priority ('a'): the integer 18446744073709551615 is out of range; \(Self.range)",
                "Services.plist: services[1].config.r ('b'): the number inf is out of range; numbers must be finite doubles",
            ])
    }

    @Test func anXMLIntegerBeyond64BitsIsRefusedNotReadAsAnotherNumber() {
        let plist = "<plist><dict><key>version</key><integer>1267650600228229401496703205376</integer></dict></plist>"
        let error = #expect(throws: ManifestError.self) {
            try ServiceManifest.decode(Data(plist.utf8), format: .propertyList, file: "Services.plist")
        }
        #expect(error?.problems.map(\.code) == [.malformedFile])
        #expect(error?.problems.first?.detail.contains("Integer overflow") == true, "\(String(describing: error))")
    }

    @Test func nullInvalidTextAndHugeNumbersNameTheEntry() {
        var json = Data(
            #"{"version": 1, "tasks": [{"id": "sync", "phase": null, "timeout": 1e400}, {"id": "t2", "executor": ""#
                .utf8)
        json.append(contentsOf: [0xFF, 0xFE])
        json.append(contentsOf: Data(#""}]}"#.utf8))
        let error = #expect(throws: ManifestError.self) {
            try ServiceManifest.decode(json, format: .json, file: "Services.json")
        }
        #expect(
            error?.problems.map(\.description) == [
                "Services.json: tasks[0].phase ('sync'): expected a string, number, boolean, array or dictionary, found null",
                "Services.json: tasks[0].timeout ('sync'): the number 1e400 is out of range; numbers must be finite doubles",
                "Services.json: tasks[1].executor ('t2'): the text is not valid UTF-8",
            ])
        #expect(error?.problems.map(\.code) == [.wrongType, .outOfRange, .invalidText])
    }

    @Test func aKeyThatIsNotUTF8IsReportedInItsDictionary() {
        var json = Data(#"{"version": 1, "services": [{"id": "a", "config": {""#.utf8)
        json.append(contentsOf: [0xC3, 0x28])
        json.append(contentsOf: Data(#"": 1}}]}"#.utf8))
        let error = #expect(throws: ManifestError.self) {
            try ServiceManifest.decode(json, format: .json, file: "Services.json")
        }
        #expect(
            error?.problems.map(\.description) == [
                "Services.json: services[0].config.\u{FFFD} ('a'): the text is not valid UTF-8"
            ])
    }

    @Test func aListThatIsNotAnArrayNamesItsEntry() {
        let problems = Fixtures.decodingProblems(
            #"{"version": 1, "tasks": [{"id": "sync", "dependencies": "network"}]}"#)
        #expect(
            problems.map(\.description) == [
                "Services.json: tasks[0].dependencies ('sync'): expected an array, found string \"network\""
            ])
    }

    @Test func duplicateKeysAreReportedWithTheirKeyPath() {
        let problems = Fixtures.decodingProblems(
            #"{"version": 1, "services": [{"id": "a", "enabled": true, "enabled": false, "config": {"k": 1, "k": 2}}], "version": 1}"#
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: services[0].enabled ('a'): the key 'enabled' appears more than once in this dictionary",
                "Services.json: services[0].config.k ('a'): the key 'k' appears more than once in this dictionary",
                "Services.json: version: the key 'version' appears more than once in this dictionary",
            ])
        #expect(problems.map(\.code) == [.duplicateKey, .duplicateKey, .duplicateKey])
    }

    @Test func aNewlineInAnIdentifierCannotForgeASecondLine() {
        let problems = Fixtures.decodingProblems(
            #"{"version": 1, "tasks": [{"id": "t\nServices.json: tasks[9]: forged", "phase": 1}], "x\u001b[2J": 0}"#)
        #expect(
            problems.map(\.description) == [
                #"Services.json: x\u{1B}[2J: unknown field; expected one of ["milestones", "services", "tasks", "version"]"#,
                #"Services.json: tasks[0].phase ('t\u{A}Services.json: tasks[9]: forged'): expected one of ["willFinishLaunching", "didFinishLaunching", "firstSceneActive", "idle"], found integer 1"#,
            ])
        #expect(problems.allSatisfy { !$0.description.contains("\n") && !$0.description.contains("\u{1B}") })
    }

    @Test func escapesAndSurrogatePairsAreRead() throws {
        let manifest = try Fixtures.manifest(
            #"{"version": 1, "services": [{"id": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "priority": 1.0}]}"#)
        #expect(manifest.services.first?.identifier.rawValue == "a\"\\/\u{8}\u{C}\n\r\té😀")
        #expect(manifest.services.first?.priority == 1)
    }

    @Test(arguments: [
        (#"{"version": 01}"#, "line 1, column 13: a number must not start with '0'"),
        (#"{"version": 1,}"#, "line 1, column 15: expected a key in double quotes"),
        ("{\"id\": \"a\tb\"}", "line 1, column 10: a control character must be escaped inside a string"),
        (#"{"id": "\ud800"}"#, "line 1, column 15: a high surrogate must be followed by a low one"),
        (#"{"version": 1} 2"#, "line 1, column 16: unexpected text after the document"),
        (#"{"version": 1"#, "line 1, column 14: expected ',' or '}'"),
    ])
    func malformedJSONSaysWhereAndWhy(json: String, reason: String) {
        #expect(
            Fixtures.decodingProblems(json).map(\.description) == ["Services.json: not a valid JSON at \(reason)"])
    }

    @Test func codableDecodingBoundsNesting() {
        let json =
            #"{"version": 1, "services": [{"id": "a", "config": {"k": "# + String(repeating: "[", count: 200)
            + String(repeating: "]", count: 200) + "}}]}"
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ServiceManifest.self, from: Data(json.utf8))
        }
    }
}
