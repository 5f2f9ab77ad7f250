/// The replica's four delegate protocols, their defaults and its selector table (UIKitHeadless).
enum ReplicaEmitter {
    static func files(_ callbacks: [Callback]) -> [SourceFile] {
        DelegateProtocol.allCases.flatMap { delegate in
            let rows = callbacks.filter { $0.delegate == delegate }
            return [declaration(delegate, rows), defaults(delegate, rows)]
        } + [selectorTable(callbacks)]
    }

    private static let folder = "Sources/UIKitHeadless/Generated"

    private static func hasWindow(_ delegate: DelegateProtocol) -> Bool {
        delegate == .application || delegate == .windowScene
    }

    private static func declaration(_ delegate: DelegateProtocol, _ rows: [Callback]) -> SourceFile {
        let foundation = delegate == .windowScene ? "import Foundation" : "public import Foundation"
        let objectiveC = Imports(types: rows.flatMap(\.signature.parameters).map(\.type))
        var file = SourceFile(
            "\(folder)/\(delegate.rawValue).swift",
            imports: [foundation] + (objectiveC.objectiveCConformances ? Array(objectiveC.foundationLines().suffix(3)) : []))
        file.doc(delegate.replicaDoc)
        if delegate != .notificationCenter { file.add("@MainActor") }
        let parent = delegate == .windowScene ? "UISceneDelegate" : "NSObjectProtocol"
        file.block("public protocol \(delegate.rawValue): \(parent)") { body in
            if hasWindow(delegate) {
                body.doc([delegate == .application ? "The app's main window, when the app does not use scenes." : "The scene's main window."])
                body.add("var window: UIWindow? { get set }")
            }
            for row in rows {
                body.conditional(row.sdk?.condition) { body in
                    body.doc([row.summary])
                    body.add(row.availability.map(\.attribute))
                    body.add(row.signature.declaration(""))
                }
            }
        }
        return file
    }

    private static func defaults(_ delegate: DelegateProtocol, _ rows: [Callback]) -> SourceFile {
        let types = rows.flatMap { $0.signature.parameters.map(\.type) + [$0.signature.returns ?? ""] }
        var imports = Imports(types: types).foundationLines()
        if imports.isEmpty { imports = ["import Foundation"] }
        var file = SourceFile("\(folder)/\(delegate.rawValue)+Defaults.swift", imports: imports)
        file.add(
            "// The defaults that stand in for `@objc optional` off Apple platforms. Each answers what UIKit does when",
            "// the method is absent, and each completion handler is called at once with the neutral answer, so a",
            "// caller that calls a default never waits.")
        file.block("extension \(delegate.rawValue)") { body in
            if hasWindow(delegate) {
                body.doc(["The default: `returns nil and ignores assignments`."])
                body.block("public var window: UIWindow?") { window in
                    window.add("get { nil }", "set {}")
                }
                body.add("")
            }
            for row in rows {
                body.conditional(row.sdk?.condition) { body in
                    body.doc([row.replicaDefault.isEmpty ? "The default: does nothing." : "The default: `\(row.replicaDefault)`."])
                    body.add(row.availability.map(\.attribute))
                    var declaration = row.signature.declaration("public")
                    declaration[declaration.count - 1] += " {"
                    body.add(declaration)
                    if !row.replicaDefault.isEmpty { body.add("    " + row.replicaDefault) }
                    body.add("}", "")
                }
            }
            body.trimTrailingBlank()
        }
        return file
    }

    private static func selectorTable(_ callbacks: [Callback]) -> SourceFile {
        var table = SourceFile("\(folder)/HeadlessDelegateSelectors+Tables.swift")
        table.add("// The selector tables, one per delegate protocol, in the order of the callback table.")
        table.block("extension HeadlessDelegateSelectors") { body in
            for delegate in DelegateProtocol.allCases {
                var entries = hasWindow(delegate) ? ["(\"window (property)\", \"window\")"] : []
                entries += callbacks.filter { $0.delegate == delegate }.map { "(\"\($0.selector)\", \"\($0.swiftName)\")" }
                body.add("static let \(delegate.caseName)Delegate: [(String, String)] = [")
                body.add(entries.map { "    \($0)," })
                body.add("]")
            }
        }
        return table
    }
}

extension DelegateProtocol {
    /// The doc comment of the replica's protocol.
    var replicaDoc: [String] {
        switch self {
        case .application:
            [
                "The replica of `UIApplicationDelegate`: the 53 methods and the `window` property of the iOS 17/18 SDK.",
                "",
                "Names, labels, optionality, `@MainActor` isolation, availability and deprecations follow",
                "`UIApplication.h`. Swift has no `optional` requirements without Objective-C, so every requirement has a",
                "do-nothing default in `UIApplicationDelegate+Defaults.swift`, and `UIResponder.responds(to:)` says",
                "which ones an object really implements.",
            ]
        case .scene:
            [
                "The replica of `UISceneDelegate` (iOS 13.0): the life-cycle callbacks of one scene.", "",
                "Declared in `UIScene.h`; every requirement has a default in `UISceneDelegate+Defaults.swift`.",
            ]
        case .windowScene:
            [
                "The replica of `UIWindowSceneDelegate` (iOS 13.0): a scene delegate for a scene with windows.", "",
                "Declared in `UIWindowScene.h`: the `window` property and its methods, with defaults in",
                "`UIWindowSceneDelegate+Defaults.swift`.",
            ]
        case .notificationCenter:
            [
                "The replica of UserNotifications' `UNUserNotificationCenterDelegate` (iOS 10.0).", "",
                "Not main-actor isolated, as in `UNUserNotificationCenter.h`; the completion handlers are `@Sendable`,",
                "as Apple's current documentation declares them. Defaults in",
                "`UNUserNotificationCenterDelegate+Defaults.swift` stand in for `optional`.",
            ]
        }
    }
}
