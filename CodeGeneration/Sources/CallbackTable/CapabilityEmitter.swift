/// The capability protocols, their `async` refinements and the convenience compositions (AppServices).
enum CapabilityEmitter {
    static func files(_ callbacks: [Callback], groups: [CapabilityGroup]) -> [SourceFile] {
        Concern.allCases.compactMap { concern in
            let rows = callbacks.filter { $0.concern == concern }
            guard !rows.isEmpty else { return nil }
            var file = SourceFile(
                "Sources/AppServices/Services/Generated/\(concern.rawValue)Capabilities.swift",
                imports: Imports(types: rows.flatMap(\.serviceTypes)).lines())
            for row in rows { file.conditional(row.sdk?.condition) { capability(row, into: &$0) } }
            let names = Set(rows.map(\.capability))
            for group in groups where group.members.allSatisfy(names.contains) { composition(group, into: &file) }
            file.trimTrailingBlank()
            return file
        }
    }

    private static func capability(_ row: Callback, into file: inout SourceFile) {
        file.doc(row.capabilityDoc)
        file.add(row.libraryAttributes)
        file.block("public protocol \(row.capability): ApplicationService") { body in
            body.doc([Documentation.forService(row.summary), ""] + Documentation.parametersAndReturns(row.serviceSignature))
            body.add(row.serviceSignature.declaration(""))
        }
        file.add("")
        if let asyncForm = row.asyncForm { refinement(row, asyncForm, into: &file) }
    }

    private static func refinement(_ row: Callback, _ form: AsyncForm, into file: inout SourceFile) {
        file.doc(["A ``\(row.capability)`` written with `async`.", "", "```swift"] + form.example + ["```"])
        file.add(row.libraryAttributes)
        file.block("public protocol \(form.capability): \(row.capability)") { body in
            body.doc(form.doc + [""] + Documentation.parametersAndReturns(form.signature, returns: "The answer."))
            body.add(form.signature.declaration(""))
        }
        file.add("")
        file.add(row.libraryAttributes)
        file.block("extension \(form.capability)") { body in
            body.doc(
                ["Runs the `async` method and passes its outcome to the completion handler.", ""]
                    + Documentation.parametersAndReturns(row.serviceSignature))
            var declaration = row.serviceSignature.declaration("public")
            declaration[declaration.count - 1] += " {"
            body.add(declaration)
            let handler = row.serviceSignature.completion?.name ?? "completionHandler"
            let call = "await " + form.signature.call(on: "self")
            if form.signature.returns == nil {
                body.add("    Task {", "        \(call)", "        \(handler)()", "    }")
            } else {
                body.add("    Task { \(handler)(\(call)) }")
            }
            body.add("}")
        }
        file.add("")
    }

    private static func composition(_ group: CapabilityGroup, into file: inout SourceFile) {
        file.doc(group.doc + ["", "A composition of " + group.members.map { "``\($0)``" }.joined(separator: ", ") + "."])
        file.add(group.available.map(\.libraryAttribute).filter { !$0.isEmpty })
        file.add("public typealias \(group.name) = " + group.members.joined(separator: " & "))
        file.add("")
    }
}
