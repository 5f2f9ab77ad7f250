import Foundation
import Testing

@testable import CallbackTable

/// The callback table keeps its rules, and each rule catches the mistake it is for, naming the row.
struct TableRulesTests {
    @Test func theTableKeepsEveryRule() {
        #expect(TableRules.problems(allCallbacks, groups: capabilityGroups, ordinals: ordinalRegister) == [])
    }

    @Test func aSharedSelectorIsReported() {
        var copy = allCallbacks[1]
        copy.id = "copy"
        let problems = TableRules.unique(allCallbacks + [copy], groups: capabilityGroups)
        #expect(problems.contains("the selector \(copy.selector) is used more than once"))
        #expect(problems.contains("the capability \(copy.capability) is used more than once"))
    }

    @Test func aRowMissingFromTheRegisterOfOrdinalsIsReported() {
        let problems = TableRules.register(allCallbacks, ordinals: Array(ordinalRegister.dropLast()) + ["gone"])
        #expect(problems.contains("\(ordinalRegister.last ?? "") is missing from the register of ordinals"))
        #expect(problems.contains("the register of ordinals names gone, which no row has"))
    }

    @Test func insertingARowMidTableKeepsEveryOtherOrdinal() {
        var row = allCallbacks[0]
        row.id = "inserted"
        row.selector = "inserted:"
        let table = Array(allCallbacks.prefix(10)) + [row] + Array(allCallbacks.dropFirst(10))
        let before = ordinals(allCallbacks, ordinalRegister)
        let after = ordinals(table, ordinalRegister + ["inserted"])
        #expect(after.filter { $0.key != "inserted" } == before)
        #expect(before.count == allCallbacks.count)
        #expect(after["inserted"] == allCallbacks.count)
    }

    @Test func aSelectorWithTheWrongNumberOfColonsIsReported() {
        var row = allCallbacks[0]
        row.selector = "applicationDidFinishLaunching"
        #expect(TableRules.selector(row) == ["selector applicationDidFinishLaunching has 0 colons for 1 parameters"])
    }

    @Test func aDeprecationBeforeTheIntroductionIsReported() {
        var row = allCallbacks[0]
        row.availability = [.iOS("13.0", deprecated: "9.0", "no"), .tvOSUnavailable]
        #expect(TableRules.availability(row) == ["iOS deprecates it (9.0) before introducing it (13.0)"])
    }

    @Test func anSDKRequirementOnACallbackTVOSLacksIsReported() {
        var row = allCallbacks[0]
        row.availability = [.tvOSUnavailable]
        row.sdk = .iOS26
        #expect(
            TableRules.availability(row) == [
                "needs an SDK and is unavailable on tvOS, which the generated adoption checks do not combine"
            ])
    }

    @Test func swiftInAStringThatDoesNotParseIsReported() {
        let broken = SwiftSnippet(field: "replicaDefault", kind: .statements, text: "completionHandler(.noData")
        let twoExpressions = SwiftSnippet(field: "arguments", kind: .expression, text: "a; b")
        #expect(broken.problems == ["replicaDefault is not valid Swift: completionHandler(.noData"])
        #expect(twoExpressions.problems == ["arguments is not one expression: a; b"])
    }

    @Test func aRowsBrokenSnippetIsReportedWithTheRow() {
        var row = allCallbacks[0]
        row.replicaDefault = "return (true"
        let problems = TableRules.problems(
            Array(allCallbacks.dropFirst()) + [row], groups: capabilityGroups, ordinals: ordinalRegister)
        #expect(problems == ["\(row.id): replicaDefault is not valid Swift: return (true"])
    }

    private func ordinals(_ table: [Callback], _ register: [String]) -> [String: Int] {
        let file = CallbackIdentifierEmitter.files(table, ordinals: register)[1]
        var result: [String: Int] = [:]
        for line in file.lines {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            if parts.count == 3, parts[0] == "case", parts[1].hasPrefix("."), let value = Int(parts[2]) {
                result[String(parts[1].dropFirst().dropLast())] = value
            }
        }
        return result
    }
}
