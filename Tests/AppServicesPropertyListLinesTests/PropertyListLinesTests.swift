import Testing

@testable import AppServicesPropertyListLines

/// The line of each key path of an XML Info.plist, found by the key-path scanner `doctor` shares.
@Suite struct PropertyListLinesTests {
    private static func lines(_ body: String) -> PropertyListLines {
        PropertyListLines(Array(("<plist version=\"1.0\">\n" + body + "\n</plist>\n").utf8))
    }

    @Test func aKeyHoldingADotIsFoundAsOneKey() {
        let lines = Self.lines(
            """
            <dict>
            <key>NSExceptionDomains</key>
            <dict>
            <key>example.com</key>
            <dict>
            <key>NSIncludesSubdomains</key>
            <true/>
            </dict>
            </dict>
            </dict>
            """)
        #expect(lines.line(of: "NSExceptionDomains.example.com.NSIncludesSubdomains") == 7)
        #expect(lines.line(of: "NSExceptionDomains.example.com") == 5)
        #expect(lines.line(of: "NSExceptionDomains.example.org") == 3)
    }

    @Test func anArrayValueHasTheLineOfTheValueAndAMissingOneItsArrays() {
        let lines = Self.lines(
            "<dict>\n<key>UIBackgroundModes</key>\n<array>\n<string>fetch</string>\n</array>\n</dict>")
        #expect(lines.line(of: "UIBackgroundModes[0]") == 5)
        #expect(lines.line(of: "UIBackgroundModes[3]") == 3)
        #expect(lines.line(of: "Missing") == nil)
    }

    @Test func aKeyIsReadAsFoundationReadsItAndMarkupInsideTextIsSkipped() {
        let lines = Self.lines(
            """
            <dict>
            <!-- <key>Commented</key> -->
            <key>Plain</key>
            <string><![CDATA[<key>InCDATA</key>]]></string>
            <key><![CDATA[Scene]]>&#77;anifest</key>
            <true/>
            <key>&#x55;I&lt;</key>
            <false/>
            </dict>
            """)
        #expect(lines.line(of: "Commented") == nil)
        #expect(lines.line(of: "InCDATA") == nil)
        #expect(lines.line(of: "Plain") == 4)
        #expect(lines.line(of: "SceneManifest") == 6)
        #expect(lines.line(of: "UI<") == 8)
    }

    @Test func aKeyGivenTwiceIsNamedWithItsKeyPathAndBothLines() {
        let lines = Self.lines(
            """
            <dict>
            <key>tasks</key>
            <array>
            <dict><key>id</key><string>warm</string></dict>
            <dict>
            <key>timeout</key><string>soon</string>
            <key>&#x74;imeout</key><real>2</real>
            </dict>
            </array>
            <key>version</key><integer>1</integer>
            <key><![CDATA[vers]]>ion</key><integer>2</integer>
            </dict>
            """)
        #expect(
            lines.duplicateKeys.map { "\($0.key) \($0.keyPath) \($0.line) \($0.firstLine)" } == [
                "timeout tasks[1].timeout 8 7", "version version 12 11",
            ])
        #expect(lines.line(of: "version") == 12, "Foundation keeps the last value")
    }

    @Test func whatTheSecondValueOfADuplicateHoldsIsNoDuplicateOfWhatTheFirstHeld() {
        let lines = Self.lines(
            """
            <dict>
            <key>config</key><dict><key>a</key><integer>1</integer></dict>
            <key>config</key><dict><key>a</key><integer>2</integer></dict>
            <key>list</key><array><dict><key>a</key><true/></dict><dict><key>a</key><true/></dict></array>
            </dict>
            """)
        #expect(lines.duplicateKeys.map(\.keyPath) == ["config"])
    }

    /// Issue 49.8: an empty `<key/>` is the empty key, as Foundation reads it; it once took the text up to the next
    /// `</key>` for its name, so the key after it was lost: a duplicate of it went unseen, and the lines after it
    /// were off.
    @Test func anEmptyKeyIsTheEmptyKeyAndTheKeyAfterItIsStillSeen() {
        let lines = Self.lines(
            """
            <dict>
            <key/>
            <string>empty</string>
            <key>mode</key>
            <string>a</string>
            <key>mode</key>
            <string>b</string>
            <key>last</key>
            <true/>
            </dict>
            """)
        #expect(lines.duplicateKeys.map { "\($0.key) \($0.keyPath) \($0.line) \($0.firstLine)" } == ["mode mode 7 5"])
        #expect(lines.line(of: "mode") == 7)
        #expect(lines.line(of: "last") == 9)
    }

    /// Issue 49.8: a processing instruction ends at `?>`, not at the first `>` inside it; the rest of it was once
    /// read as markup, and a `<key>` written there made a duplicate that is not in the file.
    @Test func aProcessingInstructionHoldingAGreaterThanSignHidesNoKey() {
        let lines = Self.lines(
            """
            <dict>
            <key>mode</key>
            <string>a</string>
            <?editor note="a > b" <key>mode</key> ?>
            <key>last</key>
            <true/>
            </dict>
            """)
        #expect(lines.duplicateKeys == [])
        #expect(lines.line(of: "last") == 6)
    }
}
