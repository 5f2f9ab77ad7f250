import AppServices
import SwiftSyntax

/// Finds the app and scene delegate classes in the parsed inputs, with their extensions' members.
///
/// A class is a delegate when its declaration or one of its extensions adopts `UIApplicationDelegate`,
/// `UISceneDelegate` or `UIWindowSceneDelegate`, or inherits a library delegate class; the
/// `UNUserNotificationCenterDelegate` methods of an app delegate, wherever declared, are its callbacks too.
struct DelegateScanner {
    /// The inputs.
    var sources: [ParsedSource]

    /// The delegate classes, in the order their declarations appear in the inputs.
    func delegates() -> [DelegateClass] {
        var roles: [String: DelegateClass.Role] = [:]
        for (_, declaration) in typeDeclarations() {
            for inherited in declaration.inheritedNames {
                if let role = DelegateClass.delegateTypes[inherited] { roles[declaration.name] = role }
            }
        }
        var classes: [DelegateClass] = []
        for (fileIndex, declaration) in typeDeclarations() where declaration.isClass {
            guard let role = roles[declaration.name] else { continue }
            let members = typeDeclarations().filter { $0.1.name == declaration.name }.flatMap { index, part in
                part.members.map { member(member: $0, fileIndex: index, role: role) }
            }
            classes.append(
                DelegateClass(
                    name: declaration.name, role: role,
                    position: sources[fileIndex].position(of: declaration.node), members: members,
                    inheritsBaseClass: declaration.inheritedNames.contains(role.baseClass)))
        }
        return classes
    }

    /// Every class declaration and extension at the top level of the inputs, with its file's index.
    private func typeDeclarations() -> [(Int, TypeDeclaration)] {
        sources.enumerated().flatMap { index, source in
            source.tree.statements.compactMap { TypeDeclaration($0.item) }.map { (index, $0) }
        }
    }

    private func member(member item: MemberBlockItemSyntax, fileIndex: Int, role: DelegateClass.Role)
        -> DelegateMember
    {
        let source = sources[fileIndex]
        let position = source.position(of: item)
        let references = ReferenceCollector.names(in: item.decl)
        let functions = CapabilitySignature.functions(in: item.decl)
        let callbacks = functions.compactMap { Self.callback(implementedBy: $0, role: role) }
        if !callbacks.isEmpty {
            return DelegateMember(
                item: item, fileIndex: fileIndex, position: position, kind: .callbacks(callbacks),
                declaredNames: Set(functions.map(Self.fullName)), references: references,
                title: functions.map { "func \(Self.fullName($0))" }.joined(separator: ", "))
        }
        if let variable = item.decl.as(VariableDeclSyntax.self) {
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            let isClassMember = variable.modifiers.contains {
                [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
            }
            let kind: DelegateMember.Kind =
                names == ["window"] && !isClassMember ? .inheritedWindow : names == ["services"] ? .fixed : .movable
            return DelegateMember(
                item: item, fileIndex: fileIndex, position: position, kind: kind, declaredNames: Set(names),
                references: references, title: "var " + names.joined(separator: ", "))
        }
        if let function = item.decl.as(FunctionDeclSyntax.self) {
            return DelegateMember(
                item: item, fileIndex: fileIndex, position: position, kind: .movable,
                declaredNames: [function.name.text, Self.fullName(function)], references: references,
                title: "func \(Self.fullName(function))")
        }
        if let type = item.decl.asProtocol((any NamedDeclSyntax).self), !item.decl.is(InitializerDeclSyntax.self) {
            return DelegateMember(
                item: item, fileIndex: fileIndex, position: position, kind: .movable, declaredNames: [type.name.text],
                references: references, title: "type \(type.name.text)")
        }
        let title =
            item.decl.is(InitializerDeclSyntax.self)
            ? "init" : item.decl.kind == .deinitializerDecl ? "deinit" : "declaration"
        return DelegateMember(
            item: item, fileIndex: fileIndex, position: position, kind: .fixed, declaredNames: [],
            references: references, title: title)
    }

    /// `name(label:label:)`.
    static func fullName(_ function: FunctionDeclSyntax) -> String {
        "\(function.name.text)("
            + function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            + ")"
    }

    /// The callback `function` implements, if its name is that of a callback of `role`'s delegates.
    private static func callback(implementedBy function: FunctionDeclSyntax, role: DelegateClass.Role)
        -> ImplementedCallback?
    {
        let name = fullName(function)
        let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        let match = DelegateCallback.allCases.first { callback in
            role.delegates.contains(callback.delegate)
                && (isAsync ? callback.asyncSwiftName == "\(name) async" : callback.swiftName == name)
        }
        return match.map { ImplementedCallback(callback: $0, isAsync: isAsync) }
    }
}
