import Foundation
import Testing

/// The launch and registry folders keep what an adopter uses apart from how it works: role folders hold public
/// API, `Internals/` holds none, so a newcomer knows where to read and a reviewer sees an API change by its path.
@Suite struct SourceLayoutTests {
    static let areas = ["Launch", "Registry"]

    @Test(arguments: areas)
    func everyFileSitsInARoleFolder(area: String) throws {
        let loose = try Self.swiftFiles(in: area).filter { $0.pathComponents.count == 1 }
        #expect(loose.isEmpty, "files directly in \(area)/: \(loose.map(\.path))")
    }

    @Test(arguments: areas)
    func internalsDeclareNothingPublic(area: String) throws {
        let files = try Self.swiftFiles(in: area).filter { $0.pathComponents.first == "Internals" }
        #expect(!files.isEmpty)
        let offenders = try files.filter { try Self.declaresPublicAPI($0, in: area) }
        #expect(offenders.isEmpty, "public declarations in \(area)/Internals: \(offenders.map(\.path))")
    }

    @Test(arguments: areas)
    func roleFoldersHoldPublicAPI(area: String) throws {
        let files = try Self.swiftFiles(in: area).filter {
            $0.pathComponents.count > 1 && $0.pathComponents.first != "Internals"
        }
        #expect(!files.isEmpty)
        let internalOnly = try files.filter { try !Self.declaresPublicAPI($0, in: area) }
        #expect(
            internalOnly.isEmpty,
            "no public declaration, so they belong in \(area)/Internals: \(internalOnly.map(\.path))")
    }

    @Test func aPublicDeclarationIsRecognizedWhateverItsAttributes() {
        #expect(Self.isPublicDeclaration("    @MainActor public final class Host {"))
        #expect(Self.isPublicDeclaration("open class ServicesAppDelegate"))
        #expect(Self.isPublicDeclaration("  @available(iOS 26, *) public static let x = 1"))
        #expect(!Self.isPublicDeclaration("public import Foundation"))
        #expect(!Self.isPublicDeclaration("/// a public type"))
        #expect(!Self.isPublicDeclaration("    static let publicKey = 1"))
    }

    /// The Swift files below `Sources/AppServices/<area>/`, as paths relative to it.
    static func swiftFiles(in area: String) throws -> [RelativePath] {
        let root = areaURL(area)
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: root.path) as [String]?)
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map(RelativePath.init)
    }

    static func declaresPublicAPI(_ file: RelativePath, in area: String) throws -> Bool {
        let text = try String(contentsOf: areaURL(area).appendingPathComponent(file.path), encoding: .utf8)
        return text.split(separator: "\n").contains { isPublicDeclaration(String($0)) }
    }

    /// Whether `line` declares something `public` or `open` (attributes before it allowed; imports are not API).
    static func isPublicDeclaration(_ line: String) -> Bool {
        line.wholeMatch(of: #/\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s+(?!import\b).*/#) != nil
    }

    static func areaURL(_ area: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/AppServices/\(area)").standardizedFileURL
    }

    /// A file's path below its area folder.
    struct RelativePath {
        let path: String
        var pathComponents: [Substring] { path.split(separator: "/") }
    }
}

/// `Support/` holds what any part of the library may use (locks, identifiers, input files), so it uses nothing of
/// the library: no file there names, outside its comments, a type declared at the top level outside it.
@Suite struct SupportLayoutTests {
    @Test func supportNamesNoTypeOfTheRestOfTheLibrary() throws {
        let library = SourceLayoutTests.areaURL("")
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: library.path) as [String]?)
        let swift = paths.filter { $0.hasSuffix(".swift") }
        let declaration = #/^(?:[@a-z]\S*\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9]*)/#
        var outside: Set<String> = []
        var support: [(path: String, text: String)] = []
        for path in swift {
            let text = try String(contentsOf: library.appendingPathComponent(path), encoding: .utf8)
            if path.hasPrefix("Support/") {
                support.append((path, text))
            } else {
                for line in text.split(separator: "\n") {
                    if let match = try declaration.prefixMatch(in: line) { outside.insert(String(match.output.1)) }
                }
            }
        }
        #expect(!support.isEmpty)
        #expect(outside.contains("ServiceHost"))
        for file in support {
            let code = file.text.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            let words = Set(code.joined(separator: "\n").matches(of: #/[A-Za-z0-9]+/#).map { String($0.output) })
            let named = words.intersection(outside).sorted()
            #expect(named.isEmpty, "\(file.path) names \(named)")
        }
    }
}
