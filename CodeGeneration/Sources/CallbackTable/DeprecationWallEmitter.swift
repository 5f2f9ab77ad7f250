/// The deprecation wall (AppServices): the one place where code that is not deprecated reaches a deprecated
/// capability, through a protocol requirement whose witness is deprecated as the capability is.
///
/// Xcode shows every app that builds the library a warning for a deprecated declaration that library code not
/// itself deprecated mentions. The adoption checks and the calls that the scene bridge and the hand-written
/// chains make (``Callback/isCalledThroughWall``) therefore go through `DeprecatedCalling`, whose requirements
/// mention no deprecated declaration.
enum DeprecationWallEmitter {
    static let path = "Sources/AppServices/Dispatch/Generated/DeprecatedCalls.swift"

    static func files(_ callbacks: [Callback]) -> [SourceFile] {
        let deprecated = callbacks.filter(\.isDeprecated)
        let called = deprecated.filter(\.isCalledThroughWall)
        let types = called.flatMap { $0.hostSignature.parameters.map(\.type) + [$0.hostSignature.returns ?? ""] }
        var file = SourceFile(path, imports: Imports(types: types).lines(access: ""))
        file.doc([
            "The deprecation wall: adoption checks and calls of the deprecated capabilities for code that is not",
            "deprecated, which reaches them through ``DelegateCallback/deprecatedCalls`` and so mentions no deprecated",
            "declaration (Xcode would show every app that builds the library a warning).",
        ])
        file.block("@MainActor protocol DeprecatedCalling") { body in
            body.add("static func isAdopted(_ callback: DelegateCallback, by service: ConformingService) -> Bool")
            body.add("nonisolated static var capabilityProtocols: [Any.Type] { get }")
            for row in called {
                body.conditional(row.isUnavailableOnTVOS ? "!os(tvOS)" : nil) { requirement in
                    requirement.doc(
                        Documentation.wrap(
                            "Calls `\(row.swiftName)` of `service`; `nil` if it does not adopt `\(row.capability)`."))
                    requirement.add(declaration(row, modifiers: "static"))
                }
            }
        }
        file.add("")
        file.doc(["The deprecated capabilities' adoption checks and calls."])
        file.block("enum DeprecatedCalls: DeprecatedCalling") { body in
            let since = ["@available(iOS, deprecated: 9.0)", "@available(tvOS, deprecated: 9.0)"]
            body.add(since)
            body.block(
                "static func isAdopted(_ callback: DelegateCallback, by service: ConformingService) -> Bool"
            ) { function in
                function.block("switch callback") { cases in
                    for row in deprecated { CallbackIdentifierEmitter.adoptionCase(row, into: &cases) }
                    cases.add("default: return false")
                }
            }
            body.add("")
            body.add(since)
            body.block("nonisolated static var capabilityProtocols: [Any.Type]") { property in
                CallbackIdentifierEmitter.capabilityList(deprecated, then: "", into: &property)
            }
            for row in called {
                body.add("")
                body.conditional(row.isUnavailableOnTVOS ? "!os(tvOS)" : nil) { witness in
                    witness.add(row.forwardingAttributes.filter { !$0.contains("unavailable") })
                    var lines = declaration(row, modifiers: "static")
                    lines[lines.count - 1] += " {"
                    witness.add(lines)
                    let cast = "ServiceConformance.cast(service, to: (any \(row.capability)).self)"
                    let restored = Dictionary(
                        uniqueKeysWithValues: row.hostSignature.parameters.compactMap { parameter in
                            erasures[parameter.type].map { (parameter.name, "\(parameter.name).\($0.restore)") }
                        })
                    witness.add("    " + row.hostSignature.call(on: cast + "?", replacing: restored))
                    witness.add("}")
                }
            }
        }
        file.add("")
        file.block("extension DelegateCallback") { body in
            body.doc(["The deprecation wall, as a protocol existential: calling through it warns nobody."])
            body.add("nonisolated static var deprecatedCalls: any DeprecatedCalling.Type { DeprecatedCalls.self }")
        }
        return [file]
    }

    /// Parameter types that iOS 26 deprecates, by the hand-written type the wall's requirements take instead, and
    /// its deprecated member that gives the parameter back.
    static let erasures = ["[UIApplication.OpenURLOptionsKey: Any]": (type: "URLOpenOptions", restore: "dictionary")]

    /// `func id(_ service: any ApplicationService, <the host's parameters>) -> Answer?`.
    private static func declaration(_ row: Callback, modifiers: String) -> [String] {
        var signature = row.hostSignature
        signature.name = row.id
        for index in signature.parameters.indices {
            guard let erased = erasures[signature.parameters[index].type] else { continue }
            signature.parameters[index].type = erased.type
        }
        signature.parameters.insert(.init(label: "_", name: "service", type: "any ApplicationService"), at: 0)
        signature.returns = (signature.returns ?? "Void") + "?"
        return signature.declaration(modifiers)
    }
}

extension Callback {
    /// Whether code that is not deprecated calls it, through the deprecation wall: the scene bridge delivers
    /// the app delegate's methods that iOS 26 deprecates for scenes, and a chain written by hand takes in the
    /// variants deprecated before (`application(_:handleOpen:)` joins the URL chain).
    var isCalledThroughWall: Bool {
        let deprecation = availability.first { $0.platform == "iOS" }?.deprecated.flatMap(Double.init)
        guard delegate == .application, let deprecation else { return false }
        if case .custom = rule, deprecation < 26 { return true }
        return deprecation == 26
    }
}
