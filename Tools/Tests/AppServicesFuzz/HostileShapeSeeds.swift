/// The shapes of issue 28 that crashed or hung `migrate` and `doctor`, at sizes the tool now refuses at once, so
/// that mutations start next to the limits: deep generics, long chains of `<`, member and optional chains, NUL
/// bytes, many extensions and stored properties, many windows made in one function (issue 49.2), and an Info.plist
/// whose arrays share sub-arrays.
extension Seeds {
    /// The hostile seeds.
    static func hostileShapes() -> [Seed] {
        let swift = [
            "let x: " + String(repeating: "Array<", count: 200) + "Int" + String(repeating: ">", count: 200),
            "f(" + String(repeating: "a < ", count: 200) + "b)",
            "let x = a" + String(repeating: "?.b", count: 600),
            "let x = a" + String(repeating: ".b", count: 1_200),
            "let x = a" + String(repeating: "()", count: 1_200),
            String(repeating: "\u{0}", count: 64),
            (0..<300).map { "extension AppDelegate {\n    func f\($0)() {}\n}\n" }.joined(),
            "extension AppDelegate {\n" + (0..<1_000).map { "    var p\($0) = 0\n" }.joined() + "}\n",
            "func covers() {\n" + String(repeating: "    _ = UIWindow(frame: .zero)\n", count: 2_000) + "}\n",
        ]
        let delegate =
            "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
            + "    func applicationDidBecomeActive(_ application: UIApplication) {}\n}\n"
        return swift.map {
            Seed(bytes: Array((delegate + $0 + "\n").utf8), pathExtension: "swift", command: .swiftSource)
        }
            + [Seed(bytes: sharedArrays(levels: 24), pathExtension: "plist", command: .infoPlist)]
    }

    /// A binary Info.plist whose one key holds `levels` arrays, each holding the next twice.
    private static func sharedArrays(levels: Int) -> [UInt8] {
        var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, UInt8(ascii: "k")]]
        for level in 0..<levels { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
        objects.append([0x51, UInt8(ascii: "x")])
        return binaryList(objects)
    }

    /// A binary property list of `objects`, the first the top one, with one-byte offsets and references.
    static func binaryList(_ objects: [[UInt8]]) -> [UInt8] {
        var data = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(data.count))
            data += object
        }
        let table = data.count
        data += offsets + [0, 0, 0, 0, 0, 0, 1, 1]
        for value in [objects.count, 0, table] {
            data += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return data
    }
}
