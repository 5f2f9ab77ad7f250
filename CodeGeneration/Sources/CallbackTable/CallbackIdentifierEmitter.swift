/// `DelegateCallback`, the typed identifier of every callback, its metadata, and which services adopt it.
enum CallbackIdentifierEmitter {
    /// The files, each callback's ordinal being its identifier's position in `ordinals`.
    static func files(_ callbacks: [Callback], ordinals: [String]) -> [SourceFile] {
        [
            identifier(callbacks), metadata(callbacks, ordinals: ordinals), adoption(callbacks),
        ]
    }

    private static func identifier(_ callbacks: [Callback]) -> SourceFile {
        var file = SourceFile("Sources/AppServices/Services/Generated/DelegateCallback.swift")
        file.doc([
            "A callback of `UIApplicationDelegate`, `UISceneDelegate`, `UIWindowSceneDelegate` or",
            "`UNUserNotificationCenterDelegate`, named by what it does; its raw value is its Objective-C selector.",
            "",
            "```swift",
            "let recorder = RecordingService(handling: [.openURL, .didBecomeActive])",
            "```",
        ])
        file.block("public enum DelegateCallback: String, CaseIterable, Sendable") { body in
            for row in callbacks {
                body.doc(["`\(row.swiftName)` of `\(row.delegate.rawValue)`."])
                body.add("case \(row.id) = \"\(row.selector)\"")
            }
        }
        return file
    }

    private static func metadata(_ callbacks: [Callback], ordinals: [String]) -> SourceFile {
        let ordinal = Dictionary(uniqueKeysWithValues: ordinals.enumerated().map { ($0.element, $0.offset) })
        var file = SourceFile("Sources/AppServices/Services/Generated/DelegateCallback+Metadata.swift")
        file.block("extension DelegateCallback") { body in
            body.doc(["The callback's index in tables indexed by callback without hashing: dense, and stable as rows are added."])
            body.block("var ordinal: Int") { property in
                property.block("switch self") { cases in
                    for row in callbacks { cases.add("case .\(row.id): \(ordinal[row.id] ?? -1)") }
                }
            }
            body.add("")
            body.doc(["What the table says of this callback."])
            body.block("var info: Info") { property in
                property.block("switch self") { cases in
                    for row in callbacks {
                        let tvOS = row.isUnavailableOnTVOS ? "false" : "true"
                        let mode = row.backgroundMode.map { ", backgroundMode: \"\($0)\"" } ?? ""
                        let deprecations =
                            row.deprecationAttributes.isEmpty
                            ? ""
                            : ", deprecations: ["
                                + row.deprecationAttributes.map { "#\"\($0)\"#" }.joined(separator: ", ") + "]"
                        cases.add("case .\(row.id):")
                        cases.add(
                            "    Info(.\(row.delegate.caseName), \"\(row.swiftName)\", \"\(row.capability)\", "
                                + "deprecated: \(row.isDeprecated), tvOS: \(tvOS), rule: \"\(ruleName(row.rule))\", "
                                + "concern: \"\(row.appConcern.rawValue)\", asyncForm: \(asyncForm(row)), "
                                + "parameterTypes: [\(parameterTypes(row))]\(mode)\(deprecations))")
                    }
                }
            }
        }
        return file
    }

    private static func adoption(_ callbacks: [Callback]) -> SourceFile {
        var file = SourceFile(
            "Sources/AppServices/Dispatch/Generated/DelegateCallback+Adoption.swift",
            imports: ["import Foundation", ""] + Imports(types: []).lines(access: ""))
        let current = callbacks.filter { !$0.isDeprecated }
        let deprecated = callbacks.filter(\.isDeprecated)
        file.block("extension DelegateCallback") { body in
            body.doc([
                "Whether `service` adopted this callback's capability.", "",
                "- Parameter service: A service, with what the conformance index says about its class.",
                "- Returns: `false` on a platform where the callback does not exist.",
            ])
            body.add("@MainActor")
            body.block("func isAdopted(by service: ConformingService) -> Bool") { function in
                function.block("switch self") { cases in
                    for row in current { adoptionCase(row, into: &cases) }
                    cases.add("case " + deprecated.map { ".\($0.id)" }.joined(separator: ", ") + ":")
                    cases.add(
                        "    return Self.deprecatedCalls.isAdopted(self, by: service)"
                    )
                }
            }
            body.add("")
            body.doc([
                "Whether the adapters advertise this callback to UIKit, given how many services take part in each",
                "callback (adopt its capability and do not decline it).", "",
                "- Parameter adopters: The number of services taking part, per callback.",
                "- Returns: Whether UIKit is told that the delegate implements it.",
            ])
            body.block("func isAdvertised(byAdopters adopters: [DelegateCallback: Int]) -> Bool") { function in
                function.block("switch self") { cases in
                    let always = callbacks.filter { if case .always = $0.advertising { true } else { false } }
                    cases.add("case " + always.map { ".\($0.id)" }.joined(separator: ", ") + ": return true")
                    for row in callbacks {
                        if case .custom(let predicate) = row.advertising {
                            cases.add("case .\(row.id): return Self.\(predicate)(adopters)")
                        }
                    }
                    cases.add("default: return adopters[self, default: 0] > 0")
                }
            }
            body.add("")
            body.doc([
                "The existential type of every capability in the table, for the index of conformance records that",
                "answers the adoption checks above.",
            ])
            let newer = current.filter { $0.sdk != nil }
            body.block("static var capabilityProtocols: [Any.Type]") { property in
                capabilityList(
                    current.filter { $0.sdk == nil },
                    then: (newer.isEmpty ? "" : " + newerCapabilityProtocols")
                        + " + Self.deprecatedCalls.capabilityProtocols",
                    into: &property)
            }
            if !newer.isEmpty {
                body.add("")
                body.doc([
                    "The existential types of the capabilities whose types only newer SDKs declare, where the SDK",
                    "declares them and the system has them.",
                ])
                body.block("static var newerCapabilityProtocols: [Any.Type]") { property in
                    for row in newer {
                        guard let sdk = row.sdk else { continue }
                        property.add("#if \(sdk.condition)", "guard \(sdk.check) else { return [] }")
                    }
                    property.add("return [" + newer.map { "(any \($0.capability)).self" }.joined(separator: ", ") + "]")
                    for _ in newer { property.add("#else", "return []", "#endif") }
                }
            }
        }
        return file
    }

    /// Returns the existential types of the rows' capabilities, those missing on tvOS apart, followed by `rest`.
    static func capabilityList(_ rows: [Callback], then rest: String, into body: inout SourceFile) {
        let everywhere = rows.filter { !$0.isUnavailableOnTVOS }.map { "    (any \($0.capability)).self," }
        let notOnTVOS = rows.filter(\.isUnavailableOnTVOS).map { "    (any \($0.capability)).self," }
        body.add("let protocols: [Any.Type] = [")
        body.add(everywhere)
        body.add("]")
        if !notOnTVOS.isEmpty {
            body.add("#if !os(tvOS)", "return protocols + [")
            body.add(notOnTVOS)
            body.add("]" + rest, "#else", "return protocols" + rest, "#endif")
        } else {
            body.add("return protocols" + rest)
        }
    }

    static func adoptionCase(_ row: Callback, into cases: inout SourceFile) {
        cases.add("case .\(row.id):")
        if let sdk = row.sdk {
            cases.add(
                "    #if \(sdk.condition)", "    guard \(sdk.check) else { return false }",
                "    return \(conformanceCheck(row))", "    #else", "    return false", "    #endif")
        } else if row.isUnavailableOnTVOS {
            cases.add(
                "    #if os(tvOS)", "    return false", "    #else", "    return \(conformanceCheck(row))", "    #endif"
            )
        } else {
            cases.add("    return \(conformanceCheck(row))")
        }
    }

    /// `service is any Capability`, answered from the index of conformance records where it can be.
    private static func conformanceCheck(_ row: Callback) -> String {
        "service.conforms(to: (any \(row.capability)).self)"
    }

    /// The `async` form's capability and Swift name, as `DelegateCallback.Info` takes them, or `nil`.
    private static func asyncForm(_ row: Callback) -> String {
        guard let form = row.asyncForm else { return "nil" }
        return "(capability: \"\(form.capability)\", swiftName: \"\(form.signature.swiftName) async\")"
    }

    /// The capability's parameter types, as `DelegateCallback.Info` takes them.
    private static func parameterTypes(_ row: Callback) -> String {
        row.serviceSignature.parameters.map { "\"\($0.type)\"" }.joined(separator: ", ")
    }

    /// The rule's name, as `DelegateCallback.Info` reports it.
    static func ruleName(_ rule: MergeRule) -> String {
        switch rule {
        case .broadcast(let reversed): reversed ? "broadcast, reversed" : "broadcast"
        case .allMustAllow: "all must allow"
        case .anyHandled: "any handled"
        case .firstNonNil: "first non-nil"
        case .aggregate: "completion per service"
        case .custom: "custom"
        }
    }
}
