import Foundation

/// One row of the iOS SDK's delegate-selector list (`Tests/UIKitHeadlessTests/Resources/delegate-selectors.tsv`).
struct SDKSelectorRow: Sendable, Equatable {
    /// The delegate protocol, such as `UIApplicationDelegate`.
    var protocolName: String
    /// The Objective-C selector, or `window (property)`.
    var selector: String

    /// Every callback row of the list: all rows but the `window` properties, which are not callbacks.
    static func callbacks() throws -> [SDKSelectorRow] {
        let list = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("UIKitHeadlessTests/Resources/delegate-selectors.tsv")
        return try String(contentsOf: list, encoding: .utf8)
            .split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                return SDKSelectorRow(protocolName: String(fields[0]), selector: String(fields[1]))
            }
            .filter { $0.selector != "window (property)" }
    }
}
