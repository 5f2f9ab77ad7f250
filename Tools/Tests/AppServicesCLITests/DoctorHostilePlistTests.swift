import Foundation
import Testing

/// Issue 28.5 and 28.6: `doctor` reads Info.plists through the library's bounded reader, so a small binary
/// property list that expands beyond the manifest limits is refused at once instead of hanging the tool.
@Suite struct DoctorHostilePlistTests {
    /// A binary property list whose root dictionary holds, under `key`, 40 levels of arrays that each hold the
    /// next level twice: 2^40 strings when expanded, in a few hundred bytes.
    static func sharedArrays(under key: String) -> Data {
        let levels = 40
        var objects: [[UInt8]] = [[0xD1, 1, 2], [0x50 | UInt8(key.utf8.count)] + Array(key.utf8)]
        for level in 0..<levels {
            let next = UInt8(3 + level)
            objects.append([0xA2, next, next])
        }
        objects.append([0x51, UInt8(ascii: "x")])
        var data = Array("bplist00".utf8)
        var offsets: [UInt16] = []
        for object in objects {
            offsets.append(UInt16(data.count))
            data += object
        }
        let table = data.count
        for offset in offsets { data += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        data += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, 0, table] {
            data += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return Data(data)
    }

    @Test(arguments: ["UIBackgroundModes", "AnyKey"])
    func anInfoPlistExpandingBeyondTheLimitIsRefused(key: String) throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Self.sharedArrays(under: key).write(to: folder.appendingPathComponent("Info.plist"))
            let run = try Tool.run("doctor", "--info-plist", "Info.plist", "--sources", ".", in: folder)
            #expect(run.status == 2)
            #expect(run.errors == "appservices: error: Info.plist: it expands to more than 4194304 values\n")
        }
    }
}
