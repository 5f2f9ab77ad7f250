/// The property lists of issue 39: binary ones holding objects no manifest or Info.plist holds (a set, which
/// crashed Foundation on Linux, a UID, an ordered set, a null, an integer of 2¹⁰⁰, a dictionary keyed by an
/// integer), and XML Info.plists for `migrate --adopt-scenes` shaped as the issue's attacks (a storyboard app, a
/// `<dict/>` root, a manifest key written with a reference or CDATA, a manifest below the root).
extension Seeds {
    /// The seeds: each binary list as a manifest and as an Info.plist, each XML one for `--adopt-scenes`.
    static func issue39Shapes() -> [Seed] {
        let objects: [[UInt8]] = [
            [0xC1, 0x02], [0x80, 0x07], [0xB1, 0x02], [0x00], [0x14, 0, 0, 0, 0x10] + [UInt8](repeating: 0, count: 12),
        ]
        let binary =
            objects.map { object in binaryList([[0xD1, 1, 2], [0x51, UInt8(ascii: "k")], object]) }
            + [binaryList([[0xD1, 1, 1], [0x10, 0x07]])]
        let plists = [
            "<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n</dict>",
            "<dict/>",
            "<dict><key>UIApplication&#83;ceneManifest</key><dict/></dict>",
            "<dict><key><![CDATA[UIApplicationSceneManifest]]></key><dict/></dict>",
            "<dict><key>A</key><dict><key>UIApplicationSceneManifest</key><dict/></dict></dict>\n<!-- </dict> -->",
        ].map { #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">\n\($0)\n</plist>\n" }
        return binary.flatMap { list in
            [FuzzedCommand.manifest, .infoPlist].map { Seed(bytes: list, pathExtension: "plist", command: $0) }
        } + plists.map { Seed(bytes: Array($0.utf8), pathExtension: "plist", command: .sceneInfoPlist) }
    }
}
