import AppServices
import SwiftSyntax

/// Finds the app and scene delegate classes in the parsed inputs, with their extensions' members.
///
/// A class is a delegate when its declaration or one of its extensions adopts `UIApplicationDelegate`,
/// `UISceneDelegate` or `UIWindowSceneDelegate`, or inherits a library delegate class; the
/// `UNUserNotificationCenterDelegate` methods of an app delegate, wherever declared, are its callbacks too.
struct DelegateScanner {
    var sources: [ParsedSource]

    /// The delegate classes, in the order their declarations appear in the inputs; a class declared in several
    /// `#if` clauses is one delegate, with the members of every clause.
    func delegates() -> [DelegateClass] {
        let declarations = typeDeclarations()
        let inheritance = Self.inheritance(in: sources)
        var roles: [String: DelegateClass.Role] = [:]
        var parts: [String: [(Int, TypeDeclaration)]] = [:]
        for (fileIndex, declaration) in declarations {
            parts[declaration.name, default: []].append((fileIndex, declaration))
            for inherited in declaration.inheritedNames {
                for reached in InheritanceReader.externalNames(reachedFrom: inherited, inherited: { inheritance[$0] }) {
                    if let role = DelegateClass.delegateTypes[reached] { roles[declaration.name] = role }
                }
            }
        }
        var classes: [DelegateClass] = []
        var found: Set<String> = []
        for (fileIndex, declaration) in declarations where declaration.isClass {
            guard let role = roles[declaration.name], found.insert(declaration.name).inserted else { continue }
            let members = Self.propertiesNamedBare(
                (parts[declaration.name] ?? []).flatMap { index, part in
                    part.members.map { member(member: $0, fileIndex: index, role: role, conditions: part.conditions) }
                })
            classes.append(
                DelegateClass(
                    name: declaration.name, role: role,
                    position: sources[fileIndex].position(of: declaration.node), members: members,
                    inheritsBaseClass: declaration.inheritedNames.contains(role.baseClass),
                    adoptedNames: (parts[declaration.name] ?? []).flatMap(\.1.inheritedNames)))
        }
        return classes
    }

    /// `members`, where a method no longer declares its base name when a property declares it: a bare
    /// `manager` names the property `manager`, not the method `manager(_:didChange:)`.
    private static func propertiesNamedBare(_ members: [DelegateMember]) -> [DelegateMember] {
        let properties = Set(
            members.filter { $0.item.decl.is(VariableDeclSyntax.self) || $0.item.decl.is(IfConfigDeclSyntax.self) }
                .filter { $0.callbacks.isEmpty }.flatMap(\.declaredNames))
        return members.map { member in
            guard let function = member.item.decl.as(FunctionDeclSyntax.self), member.callbacks.isEmpty,
                properties.contains(function.name.text)
            else { return member }
            var named = member
            named.declaredNames.remove(function.name.text)
            return named
        }
    }

    /// What the inputs' type aliases (and protocols, unless `aliasesOnly`) inherit, by name, as
    /// ``InheritanceReader`` follows them: a delegate may adopt `UIApplicationDelegate` through
    /// `typealias AppDelegating = UIResponder & UIApplicationDelegate`.
    static func inheritance(in sources: [ParsedSource], aliasesOnly: Bool = false) -> [String: [String]] {
        var inheritance: [String: [String]] = [:]
        for source in sources {
            for (statement, _) in TopLevelStatements.all(in: source.tree) {
                if let alias = statement.item.as(TypeAliasDeclSyntax.self) {
                    inheritance[alias.name.text, default: []] +=
                        InheritanceReader.names(in: alias.initializer.value).map(\.name)
                } else if !aliasesOnly, let declaration = statement.item.as(ProtocolDeclSyntax.self) {
                    inheritance[declaration.name.text, default: []] +=
                        declaration.inheritanceClause?.inheritedTypes.flatMap {
                            InheritanceReader.names(in: $0.type).map(\.name)
                        } ?? []
                }
            }
        }
        return inheritance
    }

    /// Every class declaration and extension at the top level of the inputs or in their top-level `#if` blocks,
    /// with its file's index.
    private func typeDeclarations() -> [(Int, TypeDeclaration)] {
        sources.enumerated().flatMap { index, source in
            TopLevelStatements.all(in: source.tree).compactMap { statement, conditions in
                TypeDeclaration(statement.item, conditions: conditions)
            }
            .map { (index, $0) }
        }
    }

    private func member(
        member item: MemberBlockItemSyntax, fileIndex: Int, role: DelegateClass.Role, conditions: [String]
    ) -> DelegateMember {
        func member(_ kind: DelegateMember.Kind, declaring names: Set<String>, title: String) -> DelegateMember {
            DelegateMember(
                item: item, fileIndex: fileIndex, conditions: conditions,
                position: sources[fileIndex].position(of: item), kind: kind, declaredNames: names,
                references: ReferenceCollector.names(in: item.decl), title: title)
        }
        let functions = CapabilitySignature.functions(in: item.decl)
        let callbacks = functions.compactMap { Self.callback(implementedBy: $0, role: role) }
        if !callbacks.isEmpty {
            return member(
                .callbacks(callbacks), declaring: Set(functions.map { SourceCollector.swiftName(of: $0) }),
                title: functions.map { "func \(SourceCollector.swiftName(of: $0))" }.joined(separator: ", "))
        }
        if let block = item.decl.as(IfConfigDeclSyntax.self),
            let names = Self.propertyNames(declaredInEveryClauseOf: block)
        {
            return member(.movable, declaring: names, title: "var " + names.sorted().joined(separator: ", "))
        }
        if let variable = item.decl.as(VariableDeclSyntax.self) {
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            let kind: DelegateMember.Kind =
                Self.isWindow(variable) ? .inheritedWindow : names == ["services"] ? .fixed : .movable
            return member(kind, declaring: Set(names), title: "var " + names.joined(separator: ", "))
        }
        if let function = item.decl.as(FunctionDeclSyntax.self) {
            let name = SourceCollector.swiftName(of: function)
            return member(.movable, declaring: [function.name.text, name], title: "func \(name)")
        }
        if let type = item.decl.asProtocol((any NamedDeclSyntax).self), !item.decl.is(InitializerDeclSyntax.self) {
            return member(.movable, declaring: [type.name.text], title: "type \(type.name.text)")
        }
        let title =
            item.decl.is(InitializerDeclSyntax.self)
            ? "init" : item.decl.kind == .deinitializerDecl ? "deinit" : "declaration"
        return member(.fixed, declaring: [], title: title)
    }

    /// The names of the properties `block` declares, when each of its clauses declares the same ones and nothing else.
    ///
    /// Such a block (`lazy var manager: Manager` once per configuration) is one member, whichever clause is
    /// compiled. `nil` for any other block, a `window`, or a `static`, `private` or `fileprivate` property, which a
    /// forwarder could not reach alike in every clause.
    private static func propertyNames(declaredInEveryClauseOf block: IfConfigDeclSyntax) -> Set<String>? {
        var declared: Set<String>?
        for clause in block.clauses {
            guard case .decls(let items) = clause.elements else { return nil }
            var names: Set<String> = []
            for item in items {
                guard let variable = item.decl.as(VariableDeclSyntax.self), !isWindow(variable),
                    AccessWidening.restriction(of: item.decl) == nil,
                    !variable.modifiers.contains(where: {
                        [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                    })
                else { return nil }
                let bound = variable.bindings.compactMap {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                guard bound.count == variable.bindings.count else { return nil }
                names.formUnion(bound)
            }
            guard !names.isEmpty, declared == nil || declared == names else { return nil }
            declared = names
        }
        return declared
    }

    /// Whether `variable` is an instance property `window`, which the library's delegate classes declare.
    static func isWindow(_ variable: VariableDeclSyntax) -> Bool {
        let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return names == ["window"]
            && !variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// The callback `function` implements, if its name is that of a callback of `role`'s delegates.
    private static func callback(implementedBy function: FunctionDeclSyntax, role: DelegateClass.Role)
        -> ImplementedCallback?
    {
        let name = SourceCollector.swiftName(of: function)
        let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        let match = DelegateCallback.allCases.first { callback in
            role.delegates.contains(callback.delegate)
                && (isAsync ? callback.asyncSwiftName == "\(name) async" : callback.swiftName == name)
        }
        return match.map { ImplementedCallback(callback: $0, isAsync: isAsync) }
    }
}
