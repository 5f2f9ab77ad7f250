import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 12.2 and 12.7 end to end: files that are not manifests or reports say so in plain words, and
/// hostile contents neither hang nor crash the tool.
@Suite struct HostileInputTests {
    /// A folder with a subfolder, a symbolic link loop, a FIFO and the 43-byte self-referencing list.
    private static func hostileFolder() throws -> URL {
        let folder = try LaunchReportFixtures.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("a.json").path, withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("b.json").path, withDestinationPath: "a.json")
        #expect(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o600) == 0)
        var cyclic = Data("bplist00".utf8)
        cyclic.append(contentsOf: [0xA1, 0x00, 0x08, 0, 0, 0, 0, 0, 0, 1, 1])
        cyclic.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10])
        try cyclic.write(to: folder.appendingPathComponent("cyclic.plist"))
        return folder
    }

    @Test(arguments: ["lint", "plan", "report"])
    func unreadableFilesAreNamedWithTheReason(command: String) throws {
        let folder = try Self.hostileFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            ("folder.json", "folder.json: cannot read the file: it is a folder, not a file"),
            ("a.json", "a.json: cannot read the file: too many levels of symbolic links (a symbolic link loop?)"),
            ("", "(empty path): cannot read the file: the path is empty"),
            ("fifo.json", "fifo.json: cannot read the file: it is a FIFO (named pipe), not a regular file"),
            ("missing.json", "missing.json: cannot read the file: no such file or folder"),
        ]
        for (file, message) in cases {
            let run = try Tool.run([command, file], in: folder)
            #expect(run.status == 2)
            #expect(run.errors == "appservices: error: \(message)\n")
        }
    }

    @Test(arguments: ["lint", "plan"])
    func theSelfReferencingBinaryPropertyListIsRefusedAtOnce(command: String) throws {
        let folder = try Self.hostileFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()
        let start = clock.now
        let run = try Tool.run([command, "cyclic.plist"], in: folder)
        #expect(clock.now - start < .seconds(10))
        #expect(run.status == 2)
        #expect(
            run.errors
                == "appservices: error: cyclic.plist: not a valid property list: an array or dictionary contains itself\n"
        )
    }

    @Test func aNewlineInATaskIdentifierStaysOnItsLine() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = #"{"version": 1, "tasks": [{"id": "a\nforged.json: tasks[1]: fake problem", "phase": "soon"}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let run = try Tool.run("lint", "m.json", in: folder)
        #expect(run.status == 1)
        #expect(
            run.lines == [
                #"m.json: tasks[0].phase: task 'a\u{A}forged.json: tasks[1]: fake problem': expected one of ["willFinishLaunching", "didFinishLaunching", "firstSceneActive", "idle"], found string "soon""#
            ])
    }

    @Test func valuesOutOfRangeAreLintProblemsNamingTheTask() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest =
            #"{"version": 1, "tasks": [{"id": "sync", "priority": 9223372036854775808, "dependencies": "x"}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let run = try Tool.run("lint", "m.json", in: folder)
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "m.json: tasks[0].priority: task 'sync': the integer 9223372036854775808 is out of range; integers "
                    + "must fit in 64 bits (-9223372036854775808…9223372036854775807)"
            ])
    }
}
