/// The adapters' forwarders: each UIKit delegate method calls the host's method of the same name (AppServices).
enum AdapterEmitter {
    static func files(_ callbacks: [Callback]) -> [SourceFile] {
        [
            adapter(
                "ServicesAppDelegate", callbacks.filter { $0.delegate == .application && !$0.hasHandWrittenForwarder },
                host: "host", optionalHost: false),
            adapter(
                "ServicesSceneDelegate",
                callbacks.filter { $0.delegate == .scene || $0.delegate == .windowScene }, host: "host",
                optionalHost: true),
            notificationCenter(callbacks.filter { $0.delegate == .notificationCenter }),
        ]
    }

    private static func adapter(_ name: String, _ rows: [Callback], host: String, optionalHost: Bool) -> SourceFile {
        let types = rows.flatMap { $0.signature.parameters.map(\.type) + [$0.signature.returns ?? ""] }
        var file = SourceFile(
            "Sources/AppServices/Adapters/Generated/\(name)+Callbacks.swift", imports: Imports(types: types).lines())
        file.block("extension \(name)") { body in
            for row in rows {
                body.doc(["Forwards to ``ServiceHost/\(row.swiftName)``."])
                body.add(row.forwardingAttributes)
                var declaration = row.signature.declaration("public")
                declaration[declaration.count - 1] += " {"
                body.add(declaration)
                let call = row.signature.call(on: host)
                if optionalHost {
                    if row.signature.returns == nil && row.signature.completion == nil {
                        body.add("    \(host)?.\(call.dropFirst(host.count + 1))")
                    } else {
                        let fallback = row.replicaDefault.hasPrefix("return")
                            ? [row.replicaDefault] : [row.replicaDefault, "return"]
                        body.add(["    guard let \(host) else {"] + fallback.map { "        " + $0 } + ["    }"])
                        body.add("    " + (row.signature.returns == nil ? "" : "return ") + call)
                    }
                } else {
                    body.add("    " + (row.signature.returns == nil ? "" : "return ") + call)
                }
                body.add("}", "")
            }
            body.trimTrailingBlank()
        }
        return file
    }

    private static func notificationCenter(_ rows: [Callback]) -> SourceFile {
        let types = rows.flatMap { $0.signature.parameters.map(\.type) }
        var file = SourceFile(
            "Sources/AppServices/Adapters/Generated/ServicesNotificationCenterDelegate+Callbacks.swift",
            imports: Imports(types: types).lines())
        file.add(
            "// UserNotifications calls its delegate on the main thread (its documentation's promise, which the",
            "// adapter relies on): each method enters the main actor the host lives on.")
        file.block("extension ServicesNotificationCenterDelegate") { body in
            for row in rows {
                let values = row.signature.valueParameters.map(\.name)
                precondition(values.count == 2, "\(row.id): the notification-center forwarder takes two values")
                body.doc(["Forwards to ``ServiceHost/\(row.swiftName)`` on the main actor."])
                body.add(row.forwardingAttributes)
                var declaration = row.signature.declaration("nonisolated public")
                declaration[declaration.count - 1] += " {"
                body.add(declaration)
                body.add("    onMainActor(\(values.joined(separator: ", "))) { \(values.joined(separator: ", ")) in")
                body.add("        self.\(row.signature.call(on: "host"))")
                body.add("    }", "}", "")
            }
            body.trimTrailingBlank()
        }
        return file
    }
}
