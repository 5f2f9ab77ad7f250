/// The adapters' forwarders: each UIKit delegate method calls the host's method of the same name (AppServices).
///
/// The application and scene delegates' forwarders are `open`, so an app can keep a callback in its subclass
/// while it migrates, override it and call `super`; Swift lets only a class's own body declare what a
/// subclass overrides, so they are written into a marked region of the hand-written class.
enum AdapterEmitter {
    static func files(_ callbacks: [Callback]) -> [SourceFile] {
        [notificationCenter(callbacks.filter { $0.delegate == .notificationCenter })]
    }

    static func regions(_ callbacks: [Callback]) -> [Region] {
        [
            adapter(
                "ServicesAppDelegate", callbacks.filter { $0.delegate == .application && !$0.hasHandWrittenForwarder },
                host: "host", optionalHost: false),
            adapter(
                "ServicesSceneDelegate",
                callbacks.filter { ($0.delegate == .scene || $0.delegate == .windowScene) && !$0.hasHandWrittenForwarder },
                host: "host",
                optionalHost: true),
        ]
    }

    private static func adapter(_ name: String, _ rows: [Callback], host: String, optionalHost: Bool) -> Region {
        var file = SourceFile("Sources/AppServices/Adapters/\(name).swift", header: false)
        file.block("") { body in
            for row in rows {
                // In a class's own body an unavailable override does not compile for tvOS: leave it out there.
                if row.isUnavailableOnTVOS { body.add("#if !os(tvOS)") }
                if let sdk = row.sdk { body.add("#if \(sdk.condition)") }
                body.doc(["Forwards to ``ServiceHost/\(row.swiftName)``; override it and call `super` to keep code here."])
                body.add(row.forwardingAttributes.filter { !$0.contains("tvOS, unavailable") })
                // Real UIKit only: the replica calls its delegates in Swift, and its types are not Objective-C ones.
                if row.isNewerThanCheckedSDK {
                    body.add("#if canImport(UIKit)", "@objc(\(row.selector))", "#endif")
                }
                var declaration = row.signature.declaration("open")
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
                body.add("}")
                if row.sdk != nil { body.add("#endif") }
                if row.isUnavailableOnTVOS { body.add("#endif") }
                body.add("")
            }
            body.trimTrailingBlank()
        }
        return Region(path: file.path, lines: Array(file.lines.dropFirst().dropLast()))
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
