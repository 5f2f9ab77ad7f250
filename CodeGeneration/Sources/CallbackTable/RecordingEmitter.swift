/// `RecordingService`'s adoption of every capability: each call is recorded and answered from
/// `RecordingService.Answers` under its completion policy (AppServicesTesting).
enum RecordingEmitter {
    static func files(_ callbacks: [Callback]) -> [SourceFile] {
        Concern.allCases.compactMap { concern in
            let rows = callbacks.filter { $0.concern == concern && !$0.hasHandWrittenRecording }
            guard !rows.isEmpty else { return nil }
            var imports = Imports(types: rows.flatMap(\.serviceTypes), extra: ["public import AppServices"])
            if imports.foundationOnObjectiveC {
                imports.extra += ["#if !canImport(ObjectiveC)", "import Foundation", "#endif"]
            } else if !imports.foundation {
                imports.extra.append("import Foundation")
            }
            // A file whose callbacks tvOS lacks altogether is left out there, imports included.
            let tvOSLacksAll = rows.allSatisfy(\.isUnavailableOnTVOS)
            let lines = tvOSLacksAll ? ["#if !os(tvOS)"] + imports.lines() : imports.lines()
            var file = SourceFile("Sources/AppServicesTesting/Generated/RecordingService+\(concern.rawValue).swift", imports: lines)
            for row in rows {
                file.conditional(row.sdk?.condition) { extensionBlock(row, guarded: !tvOSLacksAll, into: &$0) }
                file.add("")
            }
            file.trimTrailingBlank()
            if tvOSLacksAll { file.add("#endif") }
            return file
        }
    }

    private static func extensionBlock(_ row: Callback, guarded: Bool, into file: inout SourceFile) {
        file.conditional(guarded && row.isUnavailableOnTVOS ? "!os(tvOS)" : nil) { file in
            file.add(row.libraryAttributes.filter { !$0.contains("unavailable") })
            file.block("extension RecordingService: \(row.capability)") { body in
                body.doc(
                    ["Records the call" + (row.recordedAnswer.map { " and answers ``Answers/\($0)``" } ?? "") + "."]
                        + [""] + Documentation.parametersAndReturns(row.serviceSignature, returns: "The recorded answer."))
                var declaration = row.serviceSignature.declaration("public")
                declaration[declaration.count - 1] += " {"
                body.add(declaration)
                body.add(recording(row).map { "    " + $0 })
                body.add("}")
            }
        }
    }

    private static func recording(_ row: Callback) -> [String] {
        let arguments = row.recordedArguments.isEmpty ? "" : ", \(row.recordedArguments)"
        if let handler = row.serviceSignature.completion {
            let answered = row.recordedAnswer.map { " { $0.\($0) }" } ?? ""
            let value = row.recordedArguments.isEmpty ? ", \"\"" : arguments
            return ["record(.\(row.id)\(value), completing: \(handler.name))\(answered)"]
        }
        var lines = ["record(.\(row.id)\(arguments))"]
        if let answer = row.recordedAnswer { lines.append("return answers.\(answer)") }
        return lines
    }
}
