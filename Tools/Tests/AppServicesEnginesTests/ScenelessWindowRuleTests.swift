import Testing

@testable import AppServicesEngines

/// Issue 49.2: whether a window made without a scene is a scene fallback is decided once per function, so the
/// work of `doctor` on one function of many `UIWindow(` calls grows with the function, not with its square.
@Suite struct ScenelessWindowRuleTests {
    /// A function that makes `count` windows without a scene, then one for a scene, which makes each a fallback.
    private static func function(making count: Int) -> String {
        "final class Covers {\n    func make(scene: UIWindowScene?) {\n"
            + String(repeating: "        _ = UIWindow(frame: .zero)\n", count: count)
            + "        if let scene { _ = UIWindow(windowScene: scene) }\n    }\n}\n"
    }

    /// The tokens read to decide, and the function's length in bytes, more than its count of tokens.
    private static func work(making count: Int) throws -> (read: Int, bytes: Int) {
        let text = function(making: count)
        let source = try SwiftSource(path: "Covers.swift", text: text)
        let collector = SourceCollector()
        collector.collect(source.tree, file: "Covers.swift", converter: source.locations)
        #expect(collector.scenelessWindows.isEmpty, "every window there is a fallback")
        return (collector.sceneFallbacks.tokensRead, text.utf8.count)
    }

    @Test(arguments: [500, 2_000])
    func theFallbackQuestionCostsWorkLinearInTheFunction(calls: Int) throws {
        let (read, bytes) = try Self.work(making: calls)
        #expect(read <= bytes, "\(read) tokens read for a function of \(bytes) bytes")
    }

    @Test func testCodeAndSceneFallbacksAreOneRuleForDoctorAndMigrate() throws {
        let test = try SwiftSource(path: "CoverTests.swift", text: "import XCTest\n" + Self.function(making: 1))
        #expect(ScenelessWindowRule.isTestCode(test.tree))
        let app = try SwiftSource(path: "Covers.swift", text: "import UIKit\n" + Self.function(making: 1))
        #expect(!ScenelessWindowRule.isTestCode(app.tree))
        var rule = ScenelessWindowRule()
        #expect(WindowCreationFinder.creations(in: app.tree).allSatisfy { rule.isSceneFallback($0) })
    }
}
