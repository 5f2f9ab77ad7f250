/// `DelegateCallback.callbacks(adoptedThrough:)`: which callbacks a capability protocol, its `async` refinement or
/// a composition of capabilities brings, so tools that read an app's source (`appservices doctor`) need no list
/// of their own.
enum CapabilityLookupEmitter {
    static func files(_ callbacks: [Callback], groups: [CapabilityGroup]) -> [SourceFile] {
        var byName: [(name: String, ids: [String])] = []
        for row in callbacks {
            byName.append((row.capability, [row.id]))
            if let asyncForm = row.asyncForm { byName.append((asyncForm.capability, [row.id])) }
        }
        for group in groups {
            let ids = group.members.map { member in
                guard let row = callbacks.first(where: { $0.capability == member }) else {
                    fatalError("group \(group.name) names \(member), which no row has as its capability")
                }
                return row.id
            }
            byName.append((group.name, ids))
        }
        precondition(Set(byName.map(\.name)).count == byName.count, "two capabilities share a name")
        var file = SourceFile("Sources/AppServices/Services/Generated/DelegateCallback+Capabilities.swift")
        file.block("extension DelegateCallback") { body in
            body.doc([
                "The callbacks a service receives by adopting the capability protocol, the `async` refinement or the",
                "composition of capabilities named `capability`.", "",
                "Tools that read an app's source use it to tell what a type's inheritance clause brings, without a",
                "list of their own:", "",
                "```swift",
                "DelegateCallback.callbacks(adoptedThrough: \"ActivationService\")  // [.didBecomeActive, .willResignActive]",
                "```", "",
                "- Parameter capability: A protocol or type alias name without its module, such as",
                "  `AsyncRemoteNotificationService`.",
                "- Returns: Its callbacks in table order; empty for a name that is not one of the library's capabilities.",
                "",
                "Not part of the library's API: for the `appservices` tool, which imports it with",
                "`@_spi(AppServicesTools) import AppServices`.",
            ])
            body.add("@_spi(AppServicesTools)")
            body.block("public static func callbacks(adoptedThrough capability: String) -> [DelegateCallback]") {
                function in
                function.block("switch capability") { cases in
                    for entry in byName {
                        cases.add("case \"\(entry.name)\": [" + entry.ids.map { ".\($0)" }.joined(separator: ", ") + "]")
                    }
                    cases.add("default: []")
                }
            }
        }
        return [file]
    }
}
