import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@_spi(AppServicesTools) @testable import AppServices
@testable import AppServicesEngines

/// `migrate` adopts a capability the library deprecates in an extension carrying the attributes of its protocol,
/// as the articles do, so that the code it writes warns nobody where the app's own code had nothing to fix.
@Suite struct DeprecatedAdoptionTests {
    @Test func theToolsDeprecationsAreThoseOfTheLibrarysProtocols() throws {
        let library = try Self.library.get()
        #expect(library.count > 60, "the generated capability protocols were not found")
        for (name, attributes) in library {
            #expect(CapabilityDeprecations.attributes[name] ?? [] == attributes, "\(name)")
        }
        for name in CapabilityDeprecations.attributes.keys {
            #expect(library[name] != nil, "\(name) is not a protocol of the library")
        }
    }

    @Test(arguments: DelegateCallback.allCases)
    func aCapabilityIsAdoptedWithItsProtocolsAttributesOnlyWhenDeprecated(_ callback: DelegateCallback) throws {
        let attributes = try #require(try Self.library.get()[callback.capabilityName])
        let lines = try Self.serviceLines(implementing: callback)
        let adoptedByTheClass = lines.filter { $0.hasPrefix("final class ") }
            .flatMap { $0.split { !$0.isLetter && !$0.isNumber }.dropFirst(3).map(String.init) }
        guard !attributes.isEmpty else {
            #expect(adoptedByTheClass.contains(callback.capabilityName), "\(lines)")
            #expect(!lines.contains { $0.hasPrefix("@available") }, "\(lines)")
            return
        }
        let adoption = try #require(
            lines.firstIndex { $0.hasPrefix("extension ") && $0.contains(callback.capabilityName) })
        let attributeLines = lines[..<adoption].reversed().prefix { !$0.isEmpty && !$0.hasPrefix("}") }.reversed()
        #expect(Self.oneLine(attributeLines.joined(separator: "\n")) == attributes.joined(separator: " "))
        #expect(!adoptedByTheClass.contains(callback.capabilityName))
    }

    @Test func aServiceAdoptingNoCurrentCapabilityIsStillAServiceAndItsMethodMovesIntoTheExtension() throws {
        let service = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
                    ) -> Bool { true }
                }
                """
            )
        ).file("AppURLOpeningService.swift")
        #expect(service.contains("final class AppURLOpeningService: ApplicationService {}\n"))
        #expect(service.contains("extension AppURLOpeningService: URLOpeningService {\n    func application("))
    }

    @Test func anAttributeLongerThanALineIsLaidOutAsSwiftFormatLaysItOut() {
        let short = #"@available(tvOS, deprecated: 13.0, message: "Use a BGAppRefreshTask")"#
        #expect(AvailabilityAttribute.laidOut(short, indent: "    ") == "    " + short)
        let medium =
            #"@available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from "#
            + #"UISceneDelegate instead.")"#
        #expect(
            AvailabilityAttribute.laidOut(medium, indent: "").components(separatedBy: "\n") == [
                "@available(",
                #"    iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from "#
                    + #"UISceneDelegate instead.""#,
                ")",
            ])
        let long =
            #"@available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and sceneDidBecomeActive(_:) from "#
            + #"UISceneDelegate or the UIApplication.didBecomeActiveNotification instead.")"#
        #expect(
            AvailabilityAttribute.laidOut(long, indent: "    ").components(separatedBy: "\n") == [
                "    @available(",
                "        iOS, deprecated: 26.0,",
                "        message:",
                #"            "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the "#
                    + #"UIApplication.didBecomeActiveNotification instead.""#,
                "    )",
            ])
    }

    /// The `@available(…, deprecated: …)` attributes of each capability protocol the library generates, written
    /// on one line, by protocol name.
    static let library = Result { try libraryDeprecations() }

    private static func libraryDeprecations() throws -> [String: [String]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AppServices/Services/Generated")
        var found: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for protocolDecl in ProtocolFinder.protocols(in: Parser.parse(source: text)) {
                found[protocolDecl.name.text] = protocolDecl.attributes.map { oneLine($0.trimmedDescription) }
                    .filter { $0.hasPrefix("@available(") && $0.contains(", deprecated: ") }
            }
        }
        return found
    }

    /// `attributes` with their line breaks and indentation removed, as the tool's data holds them.
    private static func oneLine(_ attribute: String) -> String {
        attribute.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    /// The lines of the service files `migrate` writes for a delegate that implements `callback` only.
    private static func serviceLines(implementing callback: DelegateCallback) throws -> [String] {
        let name = callback.swiftName
        let base = name.prefix { $0 != "(" }
        let labels = name.dropFirst(base.count + 1).dropLast().split(separator: ":")
        let parameters = zip(labels, callback.capabilityParameterTypes).enumerated().map { index, parameter in
            "\(parameter.0) p\(index): \(parameter.1)"
        }
        let isScene = [.scene, .windowScene].contains(callback.delegate)
        let delegate =
            isScene
            ? "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n"
            : "class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {\n"
        let migrated = try MigratedSource(
            ("App.swift", delegate + "    func \(base)(\(parameters.joined(separator: ", "))) {}\n}\n"))
        let services = migrated.plan.files.filter { $0.name != "App.swift" && $0.name.hasSuffix(".swift") }
        #expect(services.count == 1, "\(migrated.plan.files.map(\.name))")
        return services.flatMap { $0.text.components(separatedBy: "\n") }
    }
}

/// The protocols a file declares, those inside `#if` blocks included.
private final class ProtocolFinder: SyntaxVisitor {
    private var found: [ProtocolDeclSyntax] = []

    static func protocols(in tree: SourceFileSyntax) -> [ProtocolDeclSyntax] {
        let finder = ProtocolFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}
