import Testing

@testable import CallbackTable

/// A row whose types only newer SDKs declare is compiled only where the SDK has them: every generated line that
/// names such a type lies inside the row's `#if`, and the adoption checks ask `#available` first.
struct SDKRequirementTests {
    /// The rows with an SDK requirement, with the type older SDKs lack (their UIKit return type).
    static let newerRows = allCallbacks.filter { $0.sdk != nil }

    /// Every generated file and region, as the generator writes them before formatting.
    static func generated(_ table: [Callback]) -> [(path: String, lines: [String])] {
        let files =
            ReplicaEmitter.files(table) + CapabilityEmitter.files(table, groups: capabilityGroups)
            + CallbackIdentifierEmitter.files(table, ordinals: table.map(\.id))
            + HostEmitter.files(table, customRuleFiles: [:]) + RecordingEmitter.files(table)
        return files.map { ($0.path, $0.lines) } + AdapterEmitter.regions(table).map { ($0.path, $0.lines) }
    }

    /// The lines that name `type` outside an `#if condition`, as `path:line`.
    static func unguarded(_ type: String, condition: String, in table: [Callback]) -> [String] {
        generated(table).flatMap { file in
            var open: [String] = []
            var found: [String] = []
            for (number, line) in file.lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("#if ") { open.append(String(code.dropFirst(4))) }
                if code == "#endif" { open.removeLast() }
                if code.contains(type), !code.hasPrefix("//"), !open.contains(condition) {
                    found.append("\(file.path):\(number + 1)")
                }
            }
            return found
        }
    }

    @Test func theTableHasARowThatNeedsTheiOS26SDK() {
        #expect(Self.newerRows.map(\.id) == ["windowScenePreferredWindowingControlStyle"])
    }

    @Test func everyLineNamingANewerTypeIsInsideItsRowsCondition() throws {
        for row in Self.newerRows {
            let sdk = try #require(row.sdk)
            let type = try #require(row.signature.returns)
            #expect(Self.unguarded(type, condition: sdk.condition, in: allCallbacks) == [], "\(row.id)")
        }
    }

    @Test func withoutItsRequirementARowsLinesAreReportedUnguarded() throws {
        let row = try #require(Self.newerRows.first)
        let type = try #require(row.signature.returns)
        let condition = try #require(row.sdk?.condition)
        let table = allCallbacks.map { candidate -> Callback in
            var stripped = candidate
            if candidate.id == row.id { stripped.sdk = nil }
            return stripped
        }
        let lines = Self.unguarded(type, condition: condition, in: table)
        #expect(lines.contains { $0.hasPrefix("Sources/UIKitHeadless/Generated/UIWindowSceneDelegate.swift:") })
        #expect(lines.contains { $0.hasPrefix("Sources/AppServices/Dispatch/Generated/ServiceHost+WindowScenes.swift:") })
        #expect(lines.contains { $0.hasPrefix("Sources/AppServices/Adapters/ServicesSceneDelegate.swift:") })
    }

    @Test func theAdoptionChecksAskTheSystemBeforeNamingTheCapability() throws {
        let row = try #require(Self.newerRows.first)
        let sdk = try #require(row.sdk)
        let adoption = try #require(Self.generated(allCallbacks).first { $0.path.hasSuffix("DelegateCallback+Adoption.swift") })
        let code = adoption.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let uses = code.indices.filter { code[$0].contains("(any \(row.capability)).self") }
        #expect(uses.count == 2, "the adoption check and the list of capability protocols")
        for use in uses {
            #expect(code[use - 1] == "guard \(sdk.check) else { return \(code[use].hasPrefix("return [") ? "[]" : "false") }")
        }
    }
}
