import Testing

@testable import AppServicesPropertyListLines

/// Issue #49, items 1 and 3: the line lookup reads and builds bytes linear in a dotted key however many dots it holds
/// (128,000 parts took 21.5 s, each dot tried with the rest copied), and a duplicate key's path shows a long key as
/// it is asked to, without spelling it out once per duplicate.
@Suite struct PropertyListLinesLongKeyTests {
    /// An Info.plist with one scene configuration under a key of `parts` dotted parts, and the key.
    private static func sceneManifest(parts: Int) -> (PropertyListLines, key: String, bytes: Int) {
        let key = Array(repeating: "a", count: parts).joined(separator: ".")
        let text = """
            <plist version="1.0">
            <dict>
            <key>UIApplicationSceneManifest</key>
            <dict>
            <key>UISceneConfigurations</key>
            <dict>
            <key>\(key)</key>
            <array/>
            </dict>
            </dict>
            </dict>
            </plist>
            """
        return (PropertyListLines(Array(text.utf8)), key, text.utf8.count)
    }

    @Test(arguments: [1_000, 16_000, 128_000])
    func aLongDottedKeyIsFoundInWorkLinearInItsLength(parts: Int) {
        let (lines, key, bytes) = Self.sceneManifest(parts: parts)
        for (path, line) in [
            ("UIApplicationSceneManifest.UISceneConfigurations.\(key)", 7),
            ("UIApplicationSceneManifest.UISceneConfigurations.\(key)[0]", 7),
            ("UIApplicationSceneManifest.UISceneConfigurations.\(key).a", 7),
            ("UIApplicationSceneManifest.UISceneConfigurations.\(key.dropLast(2))", 5),
        ] {
            var work = 0
            #expect(lines.line(of: path, work: &work) == line)
            #expect(work <= 4 * (path.utf8.count + bytes), "\(work) bytes for a key path of \(path.utf8.count)")
        }
    }

    @Test func aDuplicateKeyUnderALongKeyShowsItAsAsked() {
        let long = String(repeating: "k", count: 1 << 16)
        let duplicates = (0..<100).map { "<key>d\($0)</key><true/><key>d\($0)</key><false/>" }.joined()
        let lines = PropertyListLines(
            Array("<plist version=\"1.0\"><dict><key>\(long)</key><dict>\(duplicates)</dict></dict></plist>".utf8))
        #expect(lines.duplicateKeys.count == 100)
        #expect(lines.duplicateKeys.first?.keyPath == "\(long).d0")
        #expect(lines.duplicateKeys.last?.keyPath(showingKey: { $0.count > 8 ? "long" : $0 }) == "long.d99")
    }
}
