/// `WrappedAppDelegateService`: an existing `UIApplicationDelegate` object adopted as a service, calling each
/// optional method the object implements (AppServices; Apple platforms, where `optional` exists).
enum WrappedDelegateEmitter {
    static func files(_ callbacks: [Callback]) -> [SourceFile] {
        let wrappable = callbacks.filter {
            $0.delegate == .application && !$0.isUnavailableOnTVOS && $0.id != "legacyDidFinishLaunching"
                && $0.signature.returns == $0.serviceSignature.returns
        }
        let rows = wrappable.filter { !$0.isDeprecated }
        // The callbacks iOS 26 deprecates for the scene life cycle still reach an app without scenes, and a
        // scene-based app's scenes deliver them: the wrapper forwards them too, in a deprecated extension.
        let sceneEra = wrappable.filter(\.isDeprecatedForScenes)
        var file = SourceFile("Sources/AppServices/Adapters/Generated/WrappedAppDelegateService.swift")
        file.add(
            "public import Foundation",
            "",
            "#if canImport(UIKit)",
            "public import CloudKit",
            "public import Intents",
            "public import UIKit",
            "#else",
            "public import UIKitHeadless",
            "#endif",
            "",
            "// Where UIKit exists, each method calls the wrapped delegate's method if it implements it (its optional",
            "// requirement), and otherwise answers what UIKit does when the method is absent. Elsewhere the replica's",
            "// requirements all have defaults, and the wrapped delegate's callbacks are named when it is wrapped.",
            "")
        file.doc([
            "Adopts an existing application delegate object as a service, so legacy code joins the host unchanged.",
            "",
            "The wrapped delegate keeps its own code; the host calls it in its turn like any other service, and",
            "advertises to UIKit only the callbacks the wrapped object implements.",
            "",
            "```swift",
            "override var services: [any ApplicationService] {",
            "    [CrashReporting(), WrappedAppDelegateService(OldAppDelegate()), Analytics()]",
            "}",
            "```",
        ])
        file.add("@MainActor")
        file.add("public final class WrappedAppDelegateService: SelectiveService,")
        let capabilities = rows.map(\.capability)
        file.add(capabilities.dropLast().map { "    \($0)," })
        file.block("    \(capabilities[capabilities.count - 1])") { body in
            body.doc(["The delegate whose callbacks this service forwards."])
            body.add("public let wrapped: any UIApplicationDelegate", "")
            body.add("#if canImport(UIKit)")
            body.doc(["Wraps an existing application delegate; the service keeps it alive.", "",
                      "- Parameter delegate: The delegate to adopt."])
            body.block("public init(_ delegate: any UIApplicationDelegate)") { $0.add("wrapped = delegate") }
            body.add("")
            body.doc(["Whether the wrapped delegate implements the callback.", "",
                      "- Parameter callback: A delegate callback.", "- Returns: The wrapped delegate's `responds(to:)`."])
            body.block("public func handles(_ callback: DelegateCallback) -> Bool") {
                $0.add("wrapped.responds(to: NSSelectorFromString(callback.selector))")
            }
            body.add("#else")
            body.doc(["The callbacks the wrapped delegate implements."])
            body.add("public let implemented: Set<DelegateCallback>", "")
            body.doc(["Wraps an existing application delegate; the service keeps it alive.", "",
                      "Without the Objective-C runtime nothing can tell which methods an object implements, so name them.",
                      "", "- Parameters:", "  - delegate: The delegate to adopt.",
                      "  - callbacks: The callbacks it implements; the others are neither advertised nor called."])
            body.block("public init(_ delegate: any UIApplicationDelegate, implementing callbacks: Set<DelegateCallback>)") {
                $0.add("wrapped = delegate", "implemented = callbacks")
            }
            body.add("")
            body.doc(["Whether the wrapped delegate implements the callback: whether it was named when wrapped.", "",
                      "- Parameter callback: A delegate callback.", "- Returns: Whether `callback` is in ``implemented``."])
            body.block("public func handles(_ callback: DelegateCallback) -> Bool") {
                $0.add("implemented.contains(callback)")
            }
            body.add("#endif")
            for row in rows { method(row, into: &body) }
        }
        file.add("")
        file.add("@available(iOS, deprecated: 26.0)", "@available(tvOS, deprecated: 26.0)")
        file.add("extension WrappedAppDelegateService:")
        let sceneEraCapabilities = sceneEra.map(\.capability)
        file.add(sceneEraCapabilities.dropLast().map { "    \($0)," })
        file.block("    \(sceneEraCapabilities[sceneEraCapabilities.count - 1])") { body in
            for (index, row) in sceneEra.enumerated() { method(row, into: &body, blankBefore: index > 0) }
        }
        return [file]
    }

    private static func method(_ row: Callback, into body: inout SourceFile, blankBefore: Bool = true) {
        if blankBefore { body.add("") }
        body.doc(["Calls the wrapped delegate's `\(row.swiftName)`, if it implements it.", ""]
            + Documentation.parametersAndReturns(row.serviceSignature, returns: "The wrapped delegate's answer."))
        var declaration = row.serviceSignature.declaration("public")
        declaration[declaration.count - 1] += " {"
        body.add(declaration)
        body.add(forwarding(row).map { "    " + $0 })
        body.add("}")
    }

    private static func forwarding(_ row: Callback) -> [String] {
        let direct = row.serviceSignature.call(on: "wrapped")
        return ["#if canImport(UIKit)"] + optionalForwarding(row) + ["#else", (row.serviceSignature.returns == nil ? "" : "return ") + direct, "#endif"]
    }

    private static func optionalForwarding(_ row: Callback) -> [String] {
        var call = row.serviceSignature.call(on: "wrapped")
        call.insert("?", at: call.firstIndex(of: "(") ?? call.endIndex)
        guard let returns = row.serviceSignature.returns else {
            guard row.serviceSignature.completion != nil else { return [call] }
            return ["let called: Void? = \(call)", "if called == nil { \(row.replicaDefault) }"]
        }
        let neutral = returns.hasSuffix("?") ? "nil" : String(row.replicaDefault.dropFirst("return ".count))
        return ["return \(call) ?? \(neutral)"]
    }
}
