import Foundation
import SwiftSyntax

/// A CarPlay scene delegate of the inputs, moved whole into one service of the `AppServicesCarPlay` product.
///
/// The delegate becomes a `ServicesCarPlaySceneDelegate` whose `sceneServices(for:)` creates the service for each
/// scene; it takes every member verbatim (only the older label `didDisconnectInterfaceController` renamed) and its
/// same-file extensions. A class extended in another input, or with a `UISceneDelegate` method, stays, with a note.
struct CarPlayDelegateMove {
    /// A method of the delegate, with the capability that takes it.
    struct Method {
        var member: MemberBlockItemSyntax
        var title: String
        var capability: String
    }

    /// The file it is declared in.
    var fileIndex: Int
    var declaration: ClassDeclSyntax
    /// Its extensions, all in its file.
    var extensions: [ExtensionDeclSyntax]
    /// Its CarPlay methods.
    var methods: [Method]
    /// The protocols its declaration adopts besides CarPlay's, which the service adopts instead.
    var otherProtocols: [String]
    /// Whether the service must be an `NSObject`: the delegate adopts protocols besides CarPlay's, here or in an
    /// extension, which are Objective-C protocols for a `UIResponder`.
    var needsObject: Bool

    var name: String { declaration.name.text }
    /// The service's name: the delegate's without `Delegate`, then `Service` (`CarPlaySceneService`).
    var serviceName: String {
        (name.hasSuffix("Delegate") && name != "Delegate" ? String(name.dropLast("Delegate".count)) : name) + "Service"
    }

    /// CarPlay's scene-delegate protocols.
    static let protocols: Set<String> = [
        "CPTemplateApplicationSceneDelegate", "CPTemplateApplicationDashboardSceneDelegate",
        "CPTemplateApplicationInstrumentClusterSceneDelegate",
    ]

    /// The capability of each CarPlay method, by its Swift name; `templateApplicationScene(_:didSelect:)` by the
    /// type of what it selects.
    static let capabilities = [
        "templateApplicationScene(_:didConnect:)": "CarPlayConnectService",
        "templateApplicationScene(_:didConnect:to:)": "CarPlayWindowConnectService",
        "templateApplicationScene(_:didDisconnect:)": "CarPlayDisconnectService",
        "templateApplicationScene(_:didDisconnectInterfaceController:)": "CarPlayDisconnectService",
        "templateApplicationScene(_:didDisconnect:from:)": "CarPlayWindowDisconnectService",
        "templateApplicationScene(_:didDisconnectInterfaceController:from:)": "CarPlayWindowDisconnectService",
        "templateApplicationScene(_:didSelect:) CPNavigationAlert": "CarPlayNavigationAlertService",
        "templateApplicationScene(_:didSelect:) CPManeuver": "CarPlayManeuverService",
        "contentStyleDidChange(_:)": "CarPlayContentStyleService",
        "templateApplicationDashboardScene(_:didConnect:to:)": "CarPlayDashboardConnectService",
        "templateApplicationDashboardScene(_:didDisconnect:from:)": "CarPlayDashboardDisconnectService",
        "templateApplicationInstrumentClusterScene(_:didConnect:)": "CarPlayInstrumentClusterConnectService",
        "templateApplicationInstrumentClusterScene(_:didDisconnect:)": "CarPlayInstrumentClusterDisconnectService",
        "templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)":
            "CarPlayInstrumentClusterDisconnectService",
    ]

    /// A CarPlay delegate that stays as it is, with why.
    struct Kept {
        var fileIndex: Int
        var declaration: ClassDeclSyntax
        var reason: String
    }

    /// The CarPlay delegates of `sources` that move, and those that stay.
    static func find(in sources: [ParsedSource]) -> (moves: [CarPlayDelegateMove], kept: [Kept]) {
        let extensions = sources.enumerated().flatMap { index, source in
            source.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }.map { (index, $0) }
        }
        var moves: [CarPlayDelegateMove] = []
        var kept: [Kept] = []
        for (index, source) in sources.enumerated() {
            for (statement, conditions) in TopLevelStatements.all(in: source.tree) {
                guard let declaration = statement.item.as(ClassDeclSyntax.self) else { continue }
                let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                guard inherited.contains(where: protocols.contains) else { continue }
                let own = extensions.filter { $0.1.extendedType.trimmedDescription == declaration.name.text }
                if let condition = conditions.first {
                    let reason =
                        "\(declaration.name.text) is a CarPlay scene delegate declared under `#if \(condition)`: kept "
                        + "unchanged; move its methods into a service of AppServicesCarPlay by hand, under the same "
                        + "condition"
                    kept.append(Kept(fileIndex: index, declaration: declaration, reason: reason))
                } else if let reason = reasonToKeep(declaration, own, in: index) {
                    kept.append(Kept(fileIndex: index, declaration: declaration, reason: reason))
                } else {
                    moves.append(
                        CarPlayDelegateMove(
                            fileIndex: index, declaration: declaration, extensions: own.map(\.1), inherited: inherited))
                }
            }
        }
        return (moves, kept)
    }

    /// Why `declaration` (of the file `fileIndex`) cannot move whole with `extensions`, if it cannot: one is in
    /// another file, or it has a `UISceneDelegate` method.
    private static func reasonToKeep(
        _ declaration: ClassDeclSyntax, _ extensions: [(Int, ExtensionDeclSyntax)], in fileIndex: Int
    ) -> String? {
        let name = declaration.name.text
        if extensions.contains(where: { $0.0 != fileIndex }) {
            return "\(name) is a CarPlay scene delegate extended in another input: kept unchanged; move its methods "
                + "into a service of AppServicesCarPlay by hand"
        }
        let blocks = [declaration.memberBlock] + extensions.map(\.1.memberBlock)
        let scene = blocks.lazy.flatMap(\.members).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.text.hasPrefix("scene") }
        return scene.map { scene in
            "\(name) is a CarPlay scene delegate with the UISceneDelegate method \(scene.name.text): kept unchanged; "
                + "move its methods into services of AppServicesCarPlay by hand (the scene's callbacks through the "
                + "scene capabilities)"
        }
    }

    /// The move of `declaration`, which adopts `inherited`, and its `extensions`.
    private init(fileIndex: Int, declaration: ClassDeclSyntax, extensions: [ExtensionDeclSyntax], inherited: [String]) {
        self.fileIndex = fileIndex
        self.declaration = declaration
        self.extensions = extensions
        let members = ([declaration.memberBlock] + extensions.map(\.memberBlock)).flatMap(\.members)
        methods = members.compactMap { member -> Method? in
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { return nil }
            let title = Self.swiftName(of: function)
            let selected = function.signature.parameterClause.parameters.dropFirst().first?.type.trimmedDescription
            guard let capability = Self.capabilities[title] ?? selected.flatMap({ Self.capabilities["\(title) \($0)"] })
            else { return nil }
            return Method(member: member, title: "func \(title)", capability: capability)
        }
        otherProtocols = Self.withoutCarPlay(inherited)
        needsObject =
            !otherProtocols.isEmpty
            || extensions.contains { !Self.withoutCarPlay(Self.inherited(by: $0)).isEmpty }
    }

    private static func inherited(by declaration: ExtensionDeclSyntax) -> [String] {
        declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    }

    /// `names` without CarPlay's delegate protocols and the superclasses a delegate has.
    private static func withoutCarPlay(_ names: [String]) -> [String] {
        names.filter { !protocols.contains($0) && $0 != "UIResponder" && $0 != "NSObject" }
    }

    /// `name(_:label:)`.
    private static func swiftName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    /// The delegate's new declaration: its attributes, modifiers and name, a `ServicesCarPlaySceneDelegate` that
    /// creates the service for each scene.
    var delegateText: String {
        let attributes = declaration.attributes.map { $0.trimmedDescription + "\n" }.joined()
        let modifiers = declaration.modifiers.map { $0.trimmedDescription + " " }.joined()
        return """
            \(attributes)\(modifiers)class \(name): ServicesCarPlaySceneDelegate, SceneServiceProvider {
                func sceneServices(for session: UISceneSession) -> [any ApplicationService] { [\(serviceName)()] }
            }
            """
    }

    /// The service's file: the delegate file's imports and `AppServicesCarPlay`, the class with the delegate's
    /// attributes (`@MainActor`, `@available`; not `@objc`) and every member, and its extensions.
    func serviceText(imports: ImportSection) -> String {
        var seen: Set<String> = []
        let capabilities = methods.map(\.capability).filter { seen.insert($0).inserted }
        let adopted = (needsObject ? ["NSObject"] : []) + capabilities + otherProtocols
        let extensionTexts = extensions.map { declaration in
            let protocols = Self.withoutCarPlay(Self.inherited(by: declaration))
            let clause = protocols.isEmpty ? "" : ": " + protocols.joined(separator: ", ")
            let comments = declaration.leadingTrivia.description.drop { $0.isNewline }
            return "\n\(comments)extension \(serviceName)\(clause) {" + text(of: declaration.memberBlock) + "}\n"
        }
        return imports.adding("AppServicesCarPlay").text
            + "/// `\(name)`'s CarPlay code, moved by `appservices migrate`; one for each CarPlay scene.\n"
            + attributes + "final class \(serviceName): \(adopted.joined(separator: ", ")) {"
            + text(of: declaration.memberBlock)
            + "}\n" + extensionTexts.joined()
    }

    /// The delegate's attributes but `@objc`, one a line.
    private var attributes: String {
        declaration.attributes.map(\.trimmedDescription).filter { !$0.hasPrefix("@objc") }.map { $0 + "\n" }
            .joined()
    }

    /// The members of `block` verbatim, up to its closing brace's own line; a CarPlay method with an older
    /// argument label takes the capability's.
    private func text(of block: MemberBlockSyntax) -> String {
        let members = block.members.map { member -> String in
            guard methods.contains(where: { $0.member.id == member.id }) else { return member.description }
            return member.description.replacingOccurrences(
                of: "didDisconnectInterfaceController ", with: "didDisconnect "
            )
            .replacingOccurrences(of: "didDisconnectInstrumentClusterController ", with: "didDisconnect ")
        }
        return members.joined() + block.rightBrace.leadingTrivia.description
    }
}
