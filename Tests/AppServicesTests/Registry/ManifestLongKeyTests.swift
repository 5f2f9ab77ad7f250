import AppServices
import Foundation
import Testing

/// A manifest whose `config` holds many bad values under one long key (issue #49, item 1): the problems are capped
/// and their messages shorten the key, so reporting them costs no more than reading the manifest.
@Suite struct ManifestLongKeyTests {
    /// A manifest with `count` `null`s in an array under a key of `keyLength` bytes.
    private func manifest(nulls count: Int, keyLength: Int) -> (data: Data, key: String) {
        let key = String(repeating: "k", count: keyLength)
        let nulls = Array(repeating: "null", count: count).joined(separator: ",")
        let json = #"{"version": 1, "services": [{"id": "s", "config": {"\#(key)": [\#(nulls)]}}]}"#
        return (Data(json.utf8), key)
    }

    private func decodingError(_ data: Data) -> ManifestError? {
        do {
            _ = try ServiceManifest.decode(data, format: .json, file: "remote")
            return nil
        } catch {
            return error
        }
    }

    @Test func aThousandNullsUnderALongKeyListAHundredProblemsAndCountTheRest() throws {
        let (data, key) = manifest(nulls: 1000, keyLength: 64 << 10)
        let error = try #require(decodingError(data))
        #expect(error.problems.count == 100)
        #expect(error.problems.allSatisfy { $0.code == .wrongType && $0.identifier == "s" })
        #expect(error.problems.first?.keyPath == "services[0].config.\(key)[0]")
        #expect(error.problems.last?.keyPath == "services[0].config.\(key)[99]")
        let description = error.description
        #expect(description.hasPrefix("manifest has 1000 problems:"))
        #expect(description.hasSuffix("\n  and 900 more"))
        #expect(description.utf8.count < 20_000)
    }

    @Test func aLongKeyIsShownByItsStartAndItsLengthAndAShortOneWhole() throws {
        let (data, _) = manifest(nulls: 1, keyLength: 65)
        let problem = try #require(decodingError(data)?.problems.first)
        #expect(
            problem.description.hasPrefix(
                "remote: services[0].config.\(String(repeating: "k", count: 32))… (65 bytes)[0]"))
        #expect(
            problem.location.description
                == "remote: services[0].config.\(String(repeating: "k", count: 32))… (65 bytes)[0]")
        let (short, key) = manifest(nulls: 1, keyLength: 64)
        let whole = try #require(decodingError(short)?.problems.first)
        #expect(whole.description.hasPrefix("remote: services[0].config.\(key)[0] ('s'): "))
    }

    @Test func aFewProblemsAreAllListedWithNothingMore() throws {
        let (data, _) = manifest(nulls: 100, keyLength: 3)
        let error = try #require(decodingError(data))
        #expect(error.problems.count == 100)
        #expect(!error.description.contains("more"))
    }

    @Test func locationsWithTheSameSpelledPathAreEqualAndHashAlike() throws {
        let (data, _) = manifest(nulls: 1, keyLength: 3)
        let problem = try #require(decodingError(data)?.problems.first)
        var spelled = problem.location
        spelled.keyPath = problem.location.keyPath
        #expect(spelled == problem.location)
        #expect(Set([spelled, problem.location]).count == 1)
        spelled.keyPath = "services[0].config.kk"
        #expect(spelled != problem.location)
    }
}
