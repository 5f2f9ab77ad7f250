import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 39.3: `doctor` applies the bounds to an Info.plist before it looks for lines, and its line scanner keeps
/// memory linear in the file, where it kept every key path whole (gigabytes for a file of a few megabytes).
@Suite struct DoctorInfoPlistMemoryTests {
    /// The most memory any run may take here; each file below took more than a gigabyte before.
    private static let peakLimit = 400 << 20

    /// The largest peak resident size of any process this one has waited for, in bytes.
    private static func childrenPeak() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_CHILDREN, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    private static func doctor(_ plist: String) throws -> Tool.Run {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            return try Tool.run("doctor", "--info-plist", "Info.plist", "--sources", "Sources", in: folder)
        }
    }

    private static func plist(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"# + body + "</plist>\n"
    }

    @Test func dictionariesNested30000DeepAreRefusedByTheDepthBoundFirst() throws {
        let depth = 30_000
        let body =
            String(repeating: "<dict>\n<key>k</key>\n", count: depth) + "<true/>"
            + String(repeating: "</dict>\n", count: depth)
        let run = try Self.doctor(Self.plist(body))
        #expect(run.status == 2)
        #expect(run.errors == "appservices: error: Info.plist: arrays and dictionaries nest deeper than 64 levels\n")
        #expect(Self.childrenPeak() < Self.peakLimit)
    }

    @Test func aLongKeyOverManyStringsIsReadInMemoryLinearInTheFile() throws {
        let key = String(repeating: "K", count: 100_000)
        let strings = String(repeating: "<string>s</string>\n", count: 10_000)
        let body = "<dict><key>\(key)</key><array>\n\(strings)</array></dict>"
        let run = try Self.doctor(Self.plist(body))
        #expect(run.status == 0)
        #expect(Self.childrenPeak() < Self.peakLimit)
    }
}
