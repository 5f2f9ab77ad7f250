import AppServices
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 12.2: hostile manifests are refused quickly, with a clear problem, on any thread, and a
/// holder keeps its last good plan.
@Suite struct ManifestLimitsTests {
    private typealias Fixtures = RegistryFixtures

    /// Decodes on a fresh thread with a 256 KiB stack and returns the problems, failing after 10 s.
    private static func problemsOnASmallStack(_ data: Data, format: ManifestFormat?) throws -> [ManifestProblem] {
        let result = Locked<[ManifestProblem]?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do throws(ManifestError) {
                _ = try ServiceManifest.decode(data, format: format, file: "hostile")
                result.withLock { $0 = [] }
            } catch {
                result.withLock { $0 = error.problems }
            }
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        guard done.wait(timeout: .now() + 10) == .success else {
            Issue.record("decoding did not finish in 10 s")
            return []
        }
        return try #require(result.withLock { $0 })
    }

    @Test(arguments: [nil, ManifestFormat.propertyList])
    func theSelfReferencingBinaryPropertyListOfTheIssueIsRefusedAtOnce(format: ManifestFormat?) throws {
        let data = BinaryPropertyListBuilder.selfReferencing
        #expect(data.count == 43)
        let problems = try Self.problemsOnASmallStack(data, format: format)
        #expect(
            problems.map(\.description) == [
                "hostile: not a valid property list: an array or dictionary contains itself"
            ])
        #expect(problems.map(\.code) == [.malformedFile])
    }

    @Test func aHolderKeepsItsPlanWhenTheOverlayContainsItself() throws {
        let holder = try ManifestHolder(
            catalog: Fixtures.catalog(),
            shipped: Fixtures.manifest(#"{"version": 1, "services": [{"id": "analytics", "config": {"apiKey": "k"}}]}"#)
        )
        try holder.apply(
            overlayData: Data(#"{"version": 1, "services": [{"id": "push", "enabled": false}]}"#.utf8), format: .json,
            file: "good")
        #expect(throws: ManifestError.self) {
            try holder.apply(overlayData: BinaryPropertyListBuilder.selfReferencing, format: nil, file: "remote")
        }
        #expect(holder.plan.serviceIdentifiers == ["network", "analytics"])
        #expect(holder.overlay?.file == "good")
    }

    @Test func arraysSharingTheirElementsCannotExpandWithoutEnd() throws {
        // Object k is an array holding object k+1 twice: 40 levels describe 2^40 values in 300 bytes.
        let objects = (0..<40).map { BinaryPropertyListBuilder.Object.array([$0 + 1, $0 + 1]) } + [.integer(1)]
        let problems = try Self.problemsOnASmallStack(BinaryPropertyListBuilder.build(objects), format: nil)
        #expect(problems.map(\.description) == ["hostile: it expands to more than 4194304 values"])
        #expect(problems.map(\.code) == [.limitExceeded])
    }

    @Test func sharedElementsWithinTheLimitAreRead() throws {
        let objects: [BinaryPropertyListBuilder.Object] = [.array([1, 1, 1]), .array([2, 2]), .integer(7)]
        let data = BinaryPropertyListBuilder.build(objects)
        let problems = try Self.problemsOnASmallStack(data, format: .propertyList)
        // Read whole: the parser sees a list of three entries (the seed style: service names), each an array.
        #expect(
            problems.map(\.description)
                == (0..<3).map { "hostile: [\($0)]: expected a service name, found an array of 2" })
    }

    @Test func nestingIsBoundedInBinaryPropertyLists() throws {
        let objects = (0..<100).map { BinaryPropertyListBuilder.Object.array([$0 + 1]) } + [.integer(1)]
        let problems = try Self.problemsOnASmallStack(BinaryPropertyListBuilder.build(objects), format: nil)
        #expect(problems.map(\.description) == ["hostile: arrays and dictionaries nest deeper than 64 levels"])
    }

    @Test(arguments: [("<plist>", "<array>"), ("<plist>", "<dict><key>k</key>")])
    func nestingIsBoundedInTextPropertyLists(prefix: String, opening: String) throws {
        let text = prefix + String(repeating: opening, count: 100_000)
        let problems = try Self.problemsOnASmallStack(Data(text.utf8), format: .propertyList)
        #expect(problems.map(\.description) == ["hostile: arrays and dictionaries nest deeper than 64 levels"])
    }

    @Test func deepJSONIsRefusedNamingTheKeyPathOnASmallStack() throws {
        let levels = 100_000
        let prefix = #"{"version": 1, "services": [{"id": "a", "config": {"k": "#
        let json = prefix + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}}]}"
        let problems = try Self.problemsOnASmallStack(Data(json.utf8), format: .json)
        // Four levels to `config`, sixty arrays inside it; the 65th level is refused where it opens.
        let indices = String(repeating: "[0]", count: 60)
        #expect(
            problems.map(\.description) == [
                "hostile: services[0].config.k\(indices): arrays and dictionaries nest deeper than 64 levels "
                    + "at line 1, column \(prefix.utf8.count + 61)"
            ])
        #expect(problems.map(\.code) == [.limitExceeded])
    }

    @Test func sixtyFourLevelsAreReadAndSixtyFiveAreNot() throws {
        func json(levels: Int) -> Data {
            // The root, `services`, the entry and `config` are four levels; the value adds the rest.
            let value = String(repeating: "[", count: levels - 4) + String(repeating: "]", count: levels - 4)
            return Data(#"{"version": 1, "services": [{"id": "a", "config": {"k": \#(value)}}]}"#.utf8)
        }
        #expect(try Self.problemsOnASmallStack(json(levels: 64), format: .json).isEmpty)
        #expect(try Self.problemsOnASmallStack(json(levels: 65), format: .json).map(\.code) == [.limitExceeded])
    }

    @Test func readingStopsWhereTheSixtyFifthLevelOpensHoweverDeepTheInputGoes() throws {
        func problems(levels: Int) throws -> [String] {
            let json = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            return try Self.problemsOnASmallStack(Data(json.utf8), format: .json).map(\.description)
        }
        // 1,000 levels took 6 s and 2,000 levels 50 s before the limit; now both stop at level 65, so a
        // thousand times the depth reads no further and finds the same problem at the same column.
        let shallow = try problems(levels: 2_000)
        #expect(shallow.count == 1)
        #expect(shallow.allSatisfy { $0.hasSuffix("nest deeper than 64 levels at line 1, column 65") }, "\(shallow)")
        #expect(try problems(levels: 1_000_000) == shallow)
    }

    @Test func aManifestOverTheSizeLimitIsRefused() {
        let data = Data(repeating: UInt8(ascii: " "), count: ManifestLimits.maximumByteCount + 1)
        let error = #expect(throws: ManifestError.self) {
            try ServiceManifest.decode(data, format: .json, file: "big.json")
        }
        #expect(
            error?.problems.map(\.description) == [
                "big.json: the manifest is 16777217 bytes, more than the limit of 16777216"
            ])
    }

    @Test func loadingWhatIsNotAManifestFileSaysWhatItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appending(path: "loop.json")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        let fifo = folder.appending(path: "fifo.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let cases = [
            (folder, "it is a folder, not a file"),
            (loop, "too many levels of symbolic links (a symbolic link loop?)"),
            (fifo, "it is a FIFO (named pipe), not a regular file"),
        ]
        for (url, reason) in cases {
            let error = #expect(throws: ManifestError.self) { try ServiceManifest.load(contentsOf: url) }
            #expect(error?.problems.map(\.description) == ["\(url.path): cannot read the file: \(reason)"])
        }
    }
}
