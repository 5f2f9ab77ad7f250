/// `ServiceHost`'s dispatch methods, one per callback, each applying its row's rule (AppServices).
enum HostEmitter {
    /// Where the hand-written merge rules live, one file per concern.
    static let customRulesFolder = "Sources/AppServices/Dispatch/CustomRules"

    /// The dispatch methods, one file per concern.
    ///
    /// - Parameters:
    ///   - callbacks: The table.
    ///   - customRuleFiles: The file that declares each custom rule's function, by function name.
    static func files(_ callbacks: [Callback], customRuleFiles: [String: String]) -> [SourceFile] {
        Concern.allCases.compactMap { concern in
            let rows = callbacks.filter { $0.concern == concern }
            guard !rows.isEmpty else { return nil }
            let types = rows.flatMap { $0.hostSignature.parameters.map(\.type) + [$0.hostSignature.returns ?? ""] }
            var file = SourceFile(
                "Sources/AppServices/Dispatch/Generated/ServiceHost+\(concern.rawValue).swift",
                imports: Imports(types: types).lines())
            file.block("extension ServiceHost") { body in
                for row in rows {
                    body.conditional(row.sdk?.condition) { method(row, customRuleFiles: customRuleFiles, into: &$0) }
                    body.add("")
                }
                body.trimTrailingBlank()
            }
            return file
        }
    }

    private static func method(_ row: Callback, customRuleFiles: [String: String], into file: inout SourceFile) {
        var rule = "Rule: " + row.rule.article
        if case .custom(let function, _) = row.rule, let ruleFile = customRuleFiles[function] {
            rule += " Written by hand: `\(function)` in `Dispatch/CustomRules/\(ruleFile)`."
        }
        file.doc(
            ["Dispatches `\(row.swiftName)` to the services that handle it.", ""]
                + Documentation.wrap(rule) + [""]
                + Documentation.parametersAndReturns(row.hostSignature, returns: "The merged answer."))
        file.add(row.forwardingAttributes)
        var declaration = row.hostSignature.declaration("public")
        declaration[declaration.count - 1] += " {"
        file.add(declaration)
        file.add(body(row).map { "    " + $0 })
        file.add("}")
    }

    private static func body(_ row: Callback) -> [String] {
        let capability = "(any \(row.capability)).self"
        let call = row.hostSignature.call(on: "$0")
        let scene = sceneArgument(row)
        switch row.rule {
        case .broadcast(let reversed):
            let order = reversed ? ", reversed: true" : ""
            return ["broadcast(.\(row.id), to: \(capability)\(order)\(scene)) { \(call) }"]
        case .allMustAllow(let withNone):
            return ["allMustAllow(.\(row.id), \(capability), withNone: \(withNone)\(scene)) { \(call) }"]
        case .anyHandled:
            return ["anyHandled(.\(row.id), \(capability)\(scene)) { \(call) }"]
        case .firstNonNil(let describe, let neutral):
            let neutralArgument = neutral.map { ", neutral: \($0)" } ?? ""
            return ["firstAnswer(.\(row.id), \(capability)\(scene)\(neutralArgument), describe: { \(describe) }) { \(call) }"]
        case .aggregate(let aggregation):
            return aggregate(row, aggregation, capability)
        case .custom(let function, _):
            var custom = row.hostSignature
            custom.name = function
            return [(row.hostSignature.returns == nil ? "" : "return ") + custom.call(on: "")]
        }
    }

    private static func aggregate(_ row: Callback, _ aggregation: Aggregation, _ capability: String) -> [String] {
        guard let handler = row.hostSignature.completion else { fatalError("\(row.id) has no completion handler") }
        let isVoid = handler.completionValue == "()"
        let participants = "participants(.\(row.id), \(capability)\(sceneArgument(row)))"
        var lines = [
            "aggregate(",
            "    DelegateCallback.\(row.id).selector,",
            "    " + (aggregation.firstOnly ? "Array(\(participants).prefix(1))," : "\(participants),"),
            "    deadline: deadlines.\(aggregation.deadline),",
            "    merge: \(aggregation.merge),",
        ]
        if let describe = aggregation.describe { lines.append("    describe: \(describe),") }
        lines.append("    systemCompletion: " + (isVoid ? "{ _ in \(handler.name)() }" : handler.name))
        let completion = isVoid ? "{ completion(()) }" : "completion"
        let call = row.hostSignature.call(on: "service", replacing: [handler.name: completion])
        lines += [") { service, completion in", "    \(call)", "}"]
        return lines
    }

    /// For a scene delegate's callback, the argument that adds the services attached to its scene (the
    /// callback's first parameter) to the participants; empty for the other delegates.
    private static func sceneArgument(_ row: Callback) -> String {
        guard row.delegate == .scene || row.delegate == .windowScene,
            let scene = row.hostSignature.parameters.first
        else { return "" }
        return ", in: \(scene.name)"
    }
}
