import Foundation
import Testing

@testable import AppServices

@Suite struct ManifestDecodingTests {
    private typealias Fixtures = RegistryFixtures

    @Test func jsonAndPropertyListFormsAreEquivalent() throws {
        let fromJSON = try Fixtures.manifest(Fixtures.validJSON, file: "Services")
        let plist = try fromJSON.encoded(as: .propertyList)
        #expect(String(decoding: plist, as: UTF8.self).contains("<key>failurePolicy</key>"))
        let fromPlist = try ServiceManifest.decode(plist, format: .propertyList, file: "Services")
        #expect(fromPlist == fromJSON)
        let reencoded = try ServiceManifest.decode(fromJSON.encoded(as: .json), format: nil, file: "Services")
        #expect(reencoded == fromJSON)
    }

    @Test func aHandWrittenPropertyListReadsLikeItsJSON() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>version</key><integer>1</integer>
              <key>services</key><array>
                <dict><key>id</key><string>analytics</string><key>enabled</key><false/>
                  <key>priority</key><integer>3</integer>
                  <key>config</key><dict><key>sampleRate</key><real>0.5</real><key>apiKey</key><string>k</string></dict>
                </dict>
              </array>
            </dict></plist>
            """
        let json = #"""
            {"version": 1, "services": [{"id": "analytics", "enabled": false, "priority": 3,
              "config": {"sampleRate": 0.5, "apiKey": "k"}}]}
            """#
        let fromPlist = try ServiceManifest.decode(Data(plist.utf8), format: nil, file: "Services")
        #expect(fromPlist == (try Fixtures.manifest(json, file: "Services")))
    }

    @Test func malformedJSONNamesTheFileLineAndColumn() {
        let problems = Fixtures.decodingProblems(
            "{\n  \"version\": 1,\n  \"services\": [ tru ]\n}", file: "Broken.json")
        #expect(problems.count == 1)
        #expect(problems.first?.code == .malformedFile)
        #expect(
            problems.first?.description
                == "Broken.json: not a valid JSON at line 3, column 17: expected a value")
    }

    @Test func malformedPropertyListNamesTheFileAndTheParserReason() throws {
        let data = Data("<plist><dict><key>version</key><integer>1</string></dict></plist>".utf8)
        let error = #expect(throws: ManifestError.self) {
            try ServiceManifest.decode(data, format: .propertyList, file: "Broken.plist")
        }
        let problem = try #require(error?.problems.first)
        #expect(problem.code == .malformedFile)
        #expect(problem.description.hasPrefix("Broken.plist: not a valid property list"))
    }

    @Test func aValueOutsideJSONAndPropertyListsNamesItsKeyPath() {
        let problems = Fixtures.decodingProblems(#"{"version": 1, "services": [{"id": "a", "config": {"k": null}}]}"#)
        #expect(
            problems.map(\.description) == [
                "Services.json: services[0].config.k ('a'): expected a string, number, boolean, array or dictionary, "
                    + "found null"
            ])
    }

    @Test func aMissingOrWrongVersionIsReported() {
        #expect(Fixtures.decodingProblems("{}").map(\.description) == ["Services.json: version: missing; expected 1"])
        #expect(
            Fixtures.decodingProblems(#"{"version": 2}"#).map(\.description) == [
                "Services.json: version: expected 1, found integer 2"
            ])
        #expect(Fixtures.decodingProblems(#"{"version": "1"}"#).first?.code == .unsupportedVersion)
    }

    @Test func unknownFieldsAreReportedWithTheirKeyPathAndIdentifier() {
        let problems = Fixtures.decodingProblems(
            #"{"version": 1, "servcies": [], "services": [{"id": "analytics", "priorty": 1}], "tasks": [{"id": "t", "phaze": "idle"}]}"#
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: servcies: unknown field; expected one of [\"milestones\", \"services\", \"tasks\", \"version\"]",
                "Services.json: services[0].priorty ('analytics'): unknown field; expected one of [\"config\", \"dependencies\", \"enabled\", \"id\", \"priority\"]",
                "Services.json: tasks[0].phaze ('t'): unknown field; expected one of [\"dependencies\", \"enabled\", \"executor\", \"failurePolicy\", \"id\", \"milestones\", \"phase\", \"priority\", \"timeout\"]",
            ]
        )
        #expect(problems.map(\.code) == [.unknownField, .unknownField, .unknownField])
    }

    @Test func wrongFieldTypesAreAllReported() {
        let problems = Fixtures.decodingProblems(
            """
            {"version": 1, "services": [
              {"id": "analytics", "enabled": "yes", "priority": 1.5, "dependencies": ["network", 3], "config": []},
              {"enabled": true},
              {"id": 7},
              "push"
            ], "tasks": {"id": "t"}}
            """
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: services[0].enabled ('analytics'): expected a boolean, found string \"yes\"",
                "Services.json: services[0].priority ('analytics'): expected an integer, found number 1.5",
                "Services.json: services[0].dependencies[1] ('analytics'): expected a non-empty string, found integer 3",
                "Services.json: services[0].config ('analytics'): expected a dictionary, found an array of 0",
                "Services.json: services[1].id: missing identifier",
                "Services.json: services[2].id: expected a non-empty string, found integer 7",
                "Services.json: services[3]: expected a dictionary, found string \"push\"",
                "Services.json: tasks: expected an array, found a dictionary of 1",
            ]
        )
    }

    @Test func badTaskValuesNameTheAllowedOnes() {
        let problems = Fixtures.decodingProblems(
            #"{"version": 1, "tasks": [{"id": "t", "phase": "later", "executor": "gpu", "failurePolicy": "panic", "timeout": -1}]}"#
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: tasks[0].phase ('t'): expected one of [\"willFinishLaunching\", \"didFinishLaunching\", \"firstSceneActive\", \"idle\"], found string \"later\"",
                "Services.json: tasks[0].executor ('t'): expected one of [\"mainActor\", \"background\"], found string \"gpu\"",
                "Services.json: tasks[0].failurePolicy ('t'): expected one of [\"required\", \"optional\", \"ignore\"], found string \"panic\"",
                "Services.json: tasks[0].timeout ('t'): expected seconds in 0<…≤86400, found -1.0",
            ]
        )
    }

    @Test func duplicateIdentifiersNameBothPlaces() {
        let problems = Fixtures.decodingProblems(
            #"{"version": 1, "services": [{"id": "a"}, {"id": "b"}, {"id": "a"}], "tasks": [{"id": "t"}, {"id": "t"}]}"#
        )
        #expect(
            problems.map(\.description) == [
                "Services.json: services[2].id ('a'): already listed at services[0]",
                "Services.json: tasks[1].id ('t'): already listed at tasks[0]",
            ]
        )
        #expect(problems.map(\.code) == [.duplicateIdentifier, .duplicateIdentifier])
    }

    @Test func loadingAFileNamesItsPathAndReadsByExtension() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appending(path: "Services.plist")
        try Fixtures.manifest(Fixtures.validJSON).encoded(as: .propertyList).write(to: url)
        let manifest = try ServiceManifest.load(contentsOf: url)
        #expect(manifest.file == url.path)
        #expect(manifest.services.map(\.location.description).first == "\(url.path): services[0]")

        let missing = directory.appending(path: "Missing.json")
        let error = #expect(throws: ManifestError.self) { try ServiceManifest.load(contentsOf: missing) }
        #expect(error?.problems.first?.code == .malformedFile)
        #expect(error?.problems.first?.file == missing.path)
    }

    @Test func codableDecodingUsesTheSameRules() throws {
        let manifest = try JSONDecoder().decode(ServiceManifest.self, from: Data(Fixtures.validJSON.utf8))
        #expect(manifest.file == ServiceManifest.decodedFileName)
        #expect(manifest.services.count == 3)
        #expect(throws: ManifestError.self) {
            try JSONDecoder().decode(ServiceManifest.self, from: Data(#"{"version": 1, "extra": 1}"#.utf8))
        }
    }

    @Test func theErrorListsEveryProblemOnItsOwnLine() {
        let problems = Fixtures.decodingProblems(#"{"version": 3, "x": 1}"#)
        #expect(
            ManifestError(problems: problems).description == """
                manifest has 2 problems:
                  Services.json: x: unknown field; expected one of ["milestones", "services", "tasks", "version"]
                  Services.json: version: expected 1, found integer 3
                """
        )
    }
}
