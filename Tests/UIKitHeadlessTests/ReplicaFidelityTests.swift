import Foundation
import Testing
import UIKitHeadless

/// Holds the replica against the iOS SDK's delegate selectors: a selector without a counterpart in the
/// replica, or a replica method that is not in the SDK's list, fails here instead of on iOS.
@Suite struct ReplicaFidelityTests {
    struct SelectorRow: Hashable, CustomStringConvertible {
        var protocolName: String
        var selector: String
        var description: String { "\(protocolName) \(selector)" }
    }

    /// The rows of the SDK's selector list, in its order.
    static func sdkRows() throws -> [SelectorRow] {
        let url = try #require(Bundle.module.url(forResource: "delegate-selectors", withExtension: "tsv"))
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { line -> SelectorRow in
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                return SelectorRow(protocolName: String(columns[0]), selector: String(columns[1]))
            }
    }

    static func sdkSelectors() throws -> Set<SelectorRow> {
        Set(try sdkRows())
    }

    static let protocols = [
        "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "UNUserNotificationCenterDelegate",
    ]

    @Test func everySDKSelectorHasAReplicaCounterpartAndNoReplicaSelectorIsExtra() throws {
        let sdk = try Self.sdkSelectors()
        let replica = Set(
            HeadlessDelegateSelectors.entries.map { SelectorRow(protocolName: $0.protocolName, selector: $0.selector) })
        let missing = sdk.subtracting(replica).map(\.description).sorted()
        let extra = replica.subtracting(sdk).map(\.description).sorted()
        #expect(missing.isEmpty, "SDK selectors without a replica counterpart: \(missing)")
        #expect(extra.isEmpty, "replica selectors that are not in the SDK list: \(extra)")
        #expect(try Self.sdkRows().count == sdk.count, "the SDK list has a row twice")
        #expect(HeadlessDelegateSelectors.entries.count == sdk.count, "the replica's table has a selector twice")
    }

    @Test(arguments: protocols)
    func replicaDeclaresExactlyTheTabledRequirements(protocolName: String) throws {
        let sourceURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/UIKitHeadless/Generated/\(protocolName).swift")
        let source = try String(contentsOf: sourceURL, encoding: .utf8)
        let declared = ProtocolDeclarationParser.requirementNames(protocolName: protocolName, in: source)
        let tabled = HeadlessDelegateSelectors.entries.filter { $0.protocolName == protocolName }.map(\.swiftName)
        #expect(declared.count == Set(declared).count, "a requirement is declared twice")
        #expect(
            Set(declared) == Set(tabled),
            "declared: \(Set(declared).subtracting(tabled)), tabled: \(Set(tabled).subtracting(declared))")
    }

    @Test func applicationDelegateHasEveryMethodOfTheSDKListAndWindow() throws {
        let entries = HeadlessDelegateSelectors.entries.filter { $0.protocolName == "UIApplicationDelegate" }
        let listed = try Self.sdkRows().filter { $0.protocolName == "UIApplicationDelegate" }
        #expect(entries.count == listed.count)
        #expect(entries.contains { $0.selector == "window (property)" && $0.swiftName == "window" })
    }

    @Test func parserNamesRequirementsAsSwiftDoes() {
        let source = """
            public protocol Sample {
                var window: UIWindow? { get set }
                func application(_ app: UIApplication, open url: URL, options: [Key: Any]) -> Bool
                func run(
                    handler: @escaping ([AnyHashable: Any]?) -> Void,
                    count: Int
                )
            }
            """
        #expect(
            ProtocolDeclarationParser.requirementNames(protocolName: "Sample", in: source)
                == ["window", "application(_:open:options:)", "run(handler:count:)"])
    }
}
