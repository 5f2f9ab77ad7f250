import Foundation

/// The imports a generated file needs for the types it mentions, as the platforms provide them: Foundation
/// everywhere, UIKit and its frameworks on Apple's platforms, UIKitHeadless elsewhere.
struct Imports {
    var foundation = false
    var foundationOnObjectiveC = false
    var objectiveCConformances = false
    var appleModules: Set<String> = []
    var extra: [String] = []

    /// The imports for declarations that mention `types`.
    init(types: [String], extra: [String] = []) {
        let text = types.joined(separator: " ")
        let foundationTypes = ["URL", "Data", "NSCoder", "TimeInterval", "CGRect"]
        foundation = foundationTypes.contains { text.range(of: "\\b\($0)\\b", options: .regularExpression) != nil }
        foundationOnObjectiveC = !foundation && text.contains("NSUserActivity")
        objectiveCConformances = text.contains("Set<UI")
        if text.range(of: "\\bUI[A-Z]", options: .regularExpression) != nil { appleModules.insert("UIKit") }
        if text.range(of: "\\bUN[A-Z]", options: .regularExpression) != nil { appleModules.insert("UserNotifications") }
        if text.contains("CKShare") { appleModules.insert("CloudKit") }
        if text.contains("INIntent") { appleModules.insert("Intents") }
        self.extra = extra
    }

    /// The lines, `public` unless `internal`.
    func lines(access: String = "public ") -> [String] {
        var lines = extra.map { $0 } + foundationLines(access: access)
        if !lines.isEmpty { lines.append("") }
        let apple = appleModules.sorted().map { "\(access)import \($0)" }
        return lines + ["#if canImport(UIKit)"] + apple + ["#else", "\(access)import UIKitHeadless", "#endif"]
    }

    /// The Foundation and Objective-C lines alone, as the replica itself needs them.
    func foundationLines(access: String = "public ") -> [String] {
        var lines: [String] = []
        if foundation { lines.append("\(access)import Foundation") }
        if foundationOnObjectiveC {
            lines += [
                "// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.",
                "#if canImport(ObjectiveC)", "\(access)import Foundation", "#endif",
            ]
        }
        if objectiveCConformances {
            lines += [
                "// Sets of UIKit objects use NSObject's Hashable, which the macOS host must import from ObjectiveC.",
                "#if !canImport(UIKit) && canImport(ObjectiveC)", "\(access)import ObjectiveC", "#endif",
            ]
        }
        return lines
    }
}

extension Callback {
    /// Every type its service-facing declaration mentions.
    var serviceTypes: [String] {
        serviceSignature.parameters.map(\.type) + [serviceSignature.returns ?? ""]
            + (asyncForm.map { [$0.signature.returns ?? ""] } ?? [])
    }
}
