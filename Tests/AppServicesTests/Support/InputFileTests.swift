import Foundation
import Testing

@_spi(AppServicesTools) @testable import AppServices

/// `InputFile` tells a regular file from a folder, a FIFO and a device by what its descriptor does, without asking
/// for the file's status (no `fstat`, a required-reason API), and reads at most one byte past the limit.
@Suite struct InputFileTests {
    private static func file(holding count: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "input-\(UUID().uuidString)").path
        try Data(repeating: UInt8(ascii: "a"), count: count).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func reason(_ path: String, limit: Int = 1024) -> String? {
        do {
            _ = try InputFile.contents(of: path, maximumByteCount: limit)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test(arguments: [0, 1, 1023, 1024])
    func aRegularFileWithinTheLimitIsReadWhole(count: Int) throws {
        let path = try Self.file(holding: count)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try InputFile.contents(of: path, maximumByteCount: 1024).count == count)
    }

    @Test func aFileOverTheLimitIsRefusedWithItsSize() throws {
        let path = try Self.file(holding: 5000)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Self.reason(path) == "it is too large: 5000 bytes, more than the limit of 1024")
    }

    @Test func aDeviceThatReadsForeverIsRefusedAsADevice() {
        #expect(Self.reason("/dev/zero") == "it is a device, not a regular file (it reads past its end)")
    }

    @Test func aFolderIsRefusedAsAFolder() {
        #expect(Self.reason(FileManager.default.temporaryDirectory.path) == "it is a folder, not a file")
    }

    @Test func aPipeIsRefusedAtOnce() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(Self.reason("/dev/fd/\(ends[0])") == "it is a FIFO (named pipe), not a regular file")
    }
}
