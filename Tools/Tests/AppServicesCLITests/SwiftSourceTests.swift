import Foundation
import Testing

@testable import AppServicesEngines

/// `migrate` and `doctor` refuse Swift whose square brackets nest so deeply that swift-syntax's parser would
/// take exponential time (a fuzzed delegate of 70 `[` ran for hours), and read everything else.
@Suite struct SwiftSourceTests {
    static func nested(_ depth: Int) -> String {
        "let grid = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n"
    }

    @Test(arguments: [1, 8, SwiftSource.maximumSquareBracketNesting])
    func bracketsWithinTheLimitParse(_ depth: Int) throws {
        #expect(throws: Never.self) { try SwiftSource(path: "Grid.swift", text: Self.nested(depth)) }
    }

    @Test func bracketsNestedDeeperAreRefusedNamingTheLine() {
        let text = "import UIKit\n\n" + Self.nested(SwiftSource.maximumSquareBracketNesting + 1)
        #expect {
            try SwiftSource(path: "Grid.swift", text: text)
        } throws: { error in
            guard let problem = error as? SwiftSource.Problem else { return false }
            return problem.line == 3 && problem.reason.hasPrefix("square brackets nest more than 16 deep")
        }
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() throws {
        let many = String(repeating: "[", count: 40)
        let text = """
            // \(many)
            /* \(many) /* nested */ \(many) */
            let pattern = "\(many)\\"\(many)"
            let grid = [[1], [2]]

            """
        #expect(throws: Never.self) { try SwiftSource(path: "Pattern.swift", text: text) }
    }

    @Test func aStringLiteralMissingItsClosingQuoteEndsWithItsLine() {
        // A fuzzed delegate: an unterminated literal on one line, 72 `[` a few lines later; read as a string
        // up to the next quote, the brackets were hidden and the parser ran for minutes.
        let text = """
            record("dele  }
            let after = record("launch: will finish")
            func f(completionHandler: @escaping (Bool) \(String(repeating: "[", count: 72))-> Void) {}

            """
        #expect {
            try SwiftSource(path: "Fuzzed.swift", text: text)
        } throws: { error in
            guard let problem = error as? SwiftSource.Problem else { return false }
            return problem.line == 3 && problem.reason.hasPrefix("square brackets nest more than 16 deep")
        }
    }

    @Test func bracketsInAMultilineStringLiteralDoNotCount() throws {
        let many = String(repeating: "[", count: 40)
        let quotes = String(repeating: "\"", count: 3)
        let text =
            "let text = \(quotes)\n    \(many) \"quoted\" \"\" \\\(quotes)\n    \(many)\n    \(quotes)\nlet grid = [[1]]\n"
        #expect(throws: Never.self) { try SwiftSource(path: "Text.swift", text: text) }
    }

    @Test func aSyntaxErrorIsNamedWithItsLine() {
        #expect {
            try SwiftSource(path: "Broken.swift", text: "struct A {\n    func f( {\n}\n")
        } throws: { error in
            (error as? SwiftSource.Problem)?.line == 2
        }
    }

    /// Closures nested `depth` deep in a method, as ownCloud's actions nest them (#34 N8): valid Swift.
    static func closures(_ depth: Int) -> String {
        let body = (0..<depth).reduce("print(\"deep\")") { inner, _ in "run {\n\(inner)\n}" }
        return "import UIKit\n\nfunc run(_ body: () -> Void) { body() }\n\nfunc start() {\n\(body)\n}\n"
    }

    /// Valid Swift nested deeper than the parser reads is said to be so, not "not valid Swift" (ownCloud's
    /// `CreateDocumentAction.swift`, #34 N8): the warning names the limit and that the file may be valid.
    @Test func codeNestedDeeperThanTheParserReadsIsNamedAsSuchNotAsInvalidSwift() throws {
        #expect(throws: Never.self) { try SwiftSource(path: "Action.swift", text: Self.closures(8)) }
        let text = Self.closures(SwiftSource.maximumNestingLevel + 2)
        #expect {
            try SwiftSource(path: "Action.swift", text: text)
        } throws: { error in
            let problem = error as? SwiftSource.Problem
            return problem?.exceedsParser == true && problem?.line ?? 0 > 5
                && problem?.reason.hasPrefix(
                    "blocks, closures, parentheses and brackets nest more than "
                        + "\(SwiftSource.maximumNestingLevel) levels deep") == true
        }
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(text.utf8).write(to: folder.appendingPathComponent("Action.swift"))
            try Data("<plist><dict/></plist>".utf8).write(to: folder.appendingPathComponent("Info.plist"))
            let doctor = try Tool.run("doctor", "--info-plist", "Info.plist", "--sources", ".", in: folder)
            #expect(doctor.status == 0, "\(doctor.errors)")
            #expect(doctor.output.hasPrefix("./Action.swift:"), "\(doctor.output)")
            #expect(doctor.output.contains(": warning: not read: blocks, closures, parentheses and brackets nest"))
            #expect(doctor.output.contains("the file may well be valid Swift"))
            #expect(!doctor.output.contains("not valid Swift"))
        }
    }

    @Test func migrateAndDoctorRefuseTheFuzzedDelegateAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brackets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {
                    UNUserNotificati\(String(repeating: "[", count: 70))onCenter.current().delegate = self
                }
            }

            """
        try delegate.write(to: folder.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        try "<plist><dict/></plist>".write(
            to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)

        let migrate = try Tool.run("migrate", "AppDelegate.swift", "--dry-run", "--output", "Out", in: folder)
        let doctor = try Tool.run("doctor", "--info-plist", "Info.plist", "--sources", ".", in: folder)

        #expect(migrate.status == 1)
        #expect(migrate.errors.contains("AppDelegate.swift: line 5: square brackets nest more than 16 deep"))
        #expect(doctor.status == 0)
        #expect(
            doctor.output.contains("AppDelegate.swift:5: warning: not read: square brackets nest more than 16"))
    }
}
