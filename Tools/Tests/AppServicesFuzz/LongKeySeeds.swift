/// The shapes of issue #49's items 1 and 3: a manifest whose `config` holds many bad values under one long key, and
/// an Info.plist whose scene-role key is a long dotted key, at sizes a run reads in well under a second.
extension Seeds {
    /// The long-key seeds.
    static func longKeyShapes() -> [Seed] {
        let key = String(repeating: "k", count: 16 << 10)
        let nulls = Array(repeating: "null", count: 500).joined(separator: ",")
        let manifest = #"{"version": 1, "services": [{"id": "s", "config": {"\#(key)": [\#(nulls)]}}]}"#
        let dotted = Array(repeating: "a", count: 20_000).joined(separator: ".")
        let infoPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
            <key>UISceneConfigurations</key><dict><key>\(dotted)</key><array><dict>
            <key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array></dict></dict></dict>
            </plist>
            """
        return [
            Seed(bytes: Array(manifest.utf8), pathExtension: "json", command: .manifest),
            Seed(bytes: Array(infoPlist.utf8), pathExtension: "plist", command: .infoPlist),
        ]
    }
}
