import Foundation
import Testing

/// Issue 28.4 and 28.6: Swift files under the size limit whose shape makes swift-syntax recurse deeply (a stack
/// overflow) or backtrack (minutes) are refused at once by `migrate` and `doctor`, naming the line and the
/// shape, instead of crashing or hanging; issue #49.18: nesting 10,000 deep is called nesting, not a chain.
@Suite struct HostileSwiftTests {
    /// A hostile shape, the line it starts on in ``delegate(_:)``, and the start of the reason it is refused for.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var code: String
        var reason: String
        /// How doctor's warning starts: `not read` for a shape that may be valid Swift, beyond the parser.
        var doctorVerdict = "not read"

        var testDescription: String { name }
    }

    static let shapes = [
        Shape(
            name: "generic type 1,000 deep",
            code: "let x: " + String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000),
            reason: "angle brackets nest more than 64 deep"),
        Shape(
            name: "a < a < … 10,000 long", code: "let x = " + String(repeating: "a < ", count: 10_000) + "a",
            reason: "angle brackets nest more than 64 deep"),
        Shape(
            name: "f(a < a < … < b) with 1,000 <",
            code: "f(" + String(repeating: "a < ", count: 1_000) + "b)",
            reason: "angle brackets nest more than 64 deep"),
        Shape(
            name: "optional chain 10,000 long", code: "let x = a" + String(repeating: "?.b", count: 10_000),
            reason: "a chain of calls and member accesses is longer than 1000 links"),
        Shape(
            name: "member chain 10,000 long", code: "let x = a" + String(repeating: ".b", count: 10_000),
            reason: "a chain of calls and member accesses is longer than 1000 links"),
        Shape(
            name: "call chain 10,000 long", code: "let x = a" + String(repeating: "()", count: 10_000),
            reason: "a chain of calls and member accesses is longer than 1000 links"),
        Shape(
            name: "parentheses nested 10,000 deep",
            code: "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
            reason: "blocks, closures, parentheses and brackets nest more than "),
        Shape(
            name: "closures nested 10,000 deep",
            code: "let x = " + String(repeating: "{ ", count: 10_000) + String(repeating: "}", count: 10_000),
            reason: "blocks, closures, parentheses and brackets nest more than "),
        Shape(
            name: "if blocks nested 10,000 deep",
            code: String(repeating: "if a { ", count: 10_000) + String(repeating: "} ", count: 10_000),
            reason: "blocks, closures, parentheses and brackets nest more than "),
        Shape(
            name: "1 MiB of NUL bytes", code: String(repeating: "\u{0}", count: 1 << 20),
            reason: "it holds a NUL byte, which Swift source cannot", doctorVerdict: "not valid Swift"),
    ]

    /// An app delegate whose method holds `code` on line 5.
    static func delegate(_ code: String) -> String {
        """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {
                \(code)
            }
        }

        """
    }

    @Test(arguments: shapes)
    func migrateRefusesAndDoctorSkipsTheShapeNamingItsLine(shape: Shape) throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(Self.delegate(shape.code).utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            try Data("<plist><dict/></plist>".utf8).write(to: folder.appendingPathComponent("Info.plist"))

            let migrate = try Tool.run("migrate", "AppDelegate.swift", "--dry-run", "--output", "Out", in: folder)
            let doctor = try Tool.run("doctor", "--info-plist", "Info.plist", "--sources", ".", in: folder)

            #expect(migrate.status == 1)
            #expect(migrate.errors.hasPrefix("appservices: error: AppDelegate.swift: line 5: \(shape.reason)"))
            #expect(doctor.status == 0)
            #expect(doctor.output.hasPrefix("./AppDelegate.swift:5: warning: \(shape.doctorVerdict): \(shape.reason)"))
        }
    }

    @Test func longChainsAndDeepGenericsThatRealCodeWritesAreRead() throws {
        let code = """
            let view = a.b.c.d.e.f(1).g { $0 }.h[0]?.i!.j
                    .padding().frame().background().overlay().onAppear {}
                let table: Dictionary<String, Array<Set<Optional<Int>>>> = [:]
                if a < b && c < d, e < f { print(g < h, i < j) }
            """
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(Self.delegate(code).utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            let migrate = try Tool.run("migrate", "AppDelegate.swift", "--dry-run", "--output", "Out", in: folder)
            #expect(migrate.status == 0, "\(migrate.errors)")
        }
    }
}
