import AppServices
import Foundation
import Testing

/// Issue 28.7 and 28.9: a property-list manifest (XML, binary or OpenStep) that gives a key twice is refused naming
/// the key, as JSON is;
/// bytes that are no property list are refused by their first byte, before Foundation is asked.
@Suite struct PropertyListManifestHardeningTests {
    private func problems(_ text: String, file: String = "Services.plist") -> [String] {
        do {
            _ = try ServiceManifest.decode(Data(text.utf8), format: .propertyList, file: file)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func duplicateKeysInAnXMLManifestAreNamedWithTheirKeyPath() {
        let manifest = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>version</key><integer>2</integer>
                <key>tasks</key>
                <array>
                    <dict><key>id</key><string>warm</string></dict>
                    <dict>
                        <key>id</key><string>sync</string>
                        <key>timeout</key><string>soon</string>
                        <key>timeout</key><real>2</real>
                    </dict>
                </array>
                <key>version</key><integer>1</integer>
            </dict>
            </plist>
            """
        #expect(
            problems(manifest) == [
                "Services.plist: tasks[1].timeout ('sync'): the key 'timeout' appears more than once in this dictionary",
                "Services.plist: version: the key 'version' appears more than once in this dictionary",
            ])
    }

    @Test func duplicateKeysInABinaryManifestAreNamedWithTheirKeyPath() throws {
        let manifest = BinaryPropertyListBuilder.build([
            .dictionary([(key: 1, value: 2), (key: 3, value: 4), (key: 1, value: 10)]),
            .string("version"), .integer(2), .string("tasks"), .array([5]),
            .dictionary([(key: 6, value: 7), (key: 8, value: 9), (key: 8, value: 2)]),
            .string("id"), .string("sync"), .string("timeout"), .string("soon"), .integer(1),
        ])
        let problems: [String]
        do {
            _ = try ServiceManifest.decode(manifest, format: .propertyList, file: "Services.plist")
            problems = []
        } catch {
            problems = error.problems.map(\.description)
        }
        #expect(
            problems == [
                "Services.plist: version: the key 'version' appears more than once in this dictionary",
                "Services.plist: tasks[0].timeout ('sync'): the key 'timeout' appears more than once in this dictionary",
            ])
    }

    @Test func duplicateKeysInAnOpenStepManifestAreNamedWithTheirKeyPath() {
        let manifest = """
            {
                version = 2;
                tasks = (
                    { id = warm; },
                    { id = sync; timeout = soon; "timeout" = 2; config = { a = 1; "\\141" = 2; }; },
                );
                version = 1;
            }
            """
        #expect(
            problems(manifest) == [
                "Services.plist: tasks[1].timeout ('sync'): the key 'timeout' appears more than once in this dictionary",
                "Services.plist: tasks[1].config.a ('sync'): the key 'a' appears more than once in this dictionary",
                "Services.plist: version: the key 'version' appears more than once in this dictionary",
            ])
    }

    @Test func anXMLKeySpelledWithReferencesOrCDATAIsTheSameKey() {
        let manifest = """
            <plist><dict><key>version</key><integer>1</integer><key>&#x76;ersion</key><integer>1</integer>
            <key><![CDATA[vers]]>ion</key><integer>1</integer></dict></plist>
            """
        #expect(
            problems(manifest)
                == Array(
                    repeating: "Services.plist: version: the key 'version' appears more than once in this dictionary",
                    count: 2))
    }

    @Test func theKeysOfAStringsFileAreSearchedForDuplicates() {
        #expect(
            problems("\"version\" = 1;\nversion = 2;") == [
                "Services.plist: version: the key 'version' appears more than once in this dictionary"
            ])
    }

    @Test func theSameKeyInDifferentDictionariesIsNoDuplicate() {
        let manifest = """
            <plist><dict><key>version</key><integer>1</integer><key>services</key><array>
            <dict><key>id</key><string>a</string><key>config</key><dict><key>id</key><string>x</string></dict></dict>
            <dict><key>id</key><string>b</string></dict>
            </array></dict></plist>
            """
        #expect(problems(manifest) == [])
    }

    @Test(arguments: [
        ("#hello", "it starts with '#'"),
        ("[1, 2", "it starts with '['"),
        ("\u{1}\u{2}", "it starts with the byte 0x1"),
    ])
    func bytesThatAreNoPropertyListAreRefusedByTheirFirstByte(text: String, start: String) {
        #expect(
            problems(text) == [
                "Services.plist: not a valid property list: \(start), which starts no property list (binary "
                    + "'bplist', XML '<', OpenStep '{', '(', a string or a comment)"
            ])
    }
}
