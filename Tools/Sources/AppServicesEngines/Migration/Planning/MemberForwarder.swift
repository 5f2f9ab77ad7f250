import SwiftSyntax

/// A member the rewritten app delegate keeps under its name after the member moved to a service.
///
/// Same name, same signature, reaching the service instance the host dispatches to (or its type, for a `static`
/// member), so code calling it on the delegate compiles unchanged (``DelegateReach`` is the other way round). A
/// property forwards its getter, and its setter when settable from outside; a method its arguments, with `try` and
/// `await`; a nested type becomes a type alias.
enum MemberForwarder {
    /// The documentation of a forwarder to the service a member moved to.
    static let movedDocumentation =
        "Forwarded to the service it moved to, so that its callers compile unchanged; they may move there."

    /// The attributes a computed property keeps from the stored one it stands for; the others (property wrappers,
    /// `@NSManaged`) describe storage the forwarder does not have.
    private static let propertyAttributes: Set<String> = ["objc", "nonobjc", "available", "MainActor"]

    /// The forwarder's declaration for `member`, at a class body's indentation, or `nil` when it cannot be
    /// written: a stored property whose type is not written, a method with a variadic or unnamed parameter, a
    /// generic nested type, an `#if` block of members other than one property declared once per clause.
    ///
    /// `service` holds the member now (the service it moved to, or the delegate it stays in) in its property `holder`;
    /// `documentation`, without its `///`, comes before the declaration.
    static func text(
        for member: DelegateMember, service: String, holder: String,
        documentation: String = movedDocumentation
    ) -> String? {
        let declaration = member.item.decl
        let receiver = isStatic(member) ? service : holder
        let text: String?
        if let block = declaration.as(IfConfigDeclSyntax.self) {
            text = properties(in: block, receiver: receiver, documentation: documentation)
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            text = documented(Self.function(function, receiver: receiver), documentation)
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            text = documented(property(variable, receiver: receiver), documentation)
        } else {
            text = documented(typeAlias(declaration, service: service), documentation)
        }
        guard let text else { return nil }
        guard !member.conditions.isEmpty else { return text }
        return "#if \(TopLevelStatements.joined(member.conditions))\n\(text)\n#endif"
    }

    /// Whether `member` belongs to the type (`static`, `class`, or a nested type), so its forwarder reaches the
    /// service's type rather than its instance.
    static func isStatic(_ member: DelegateMember) -> Bool {
        let declaration = member.item.decl
        guard let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers else { return false }
        return !declaration.is(FunctionDeclSyntax.self) && !declaration.is(VariableDeclSyntax.self)
            || modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// `forwarder` at a class body's indentation, after `documentation` as a `///` comment.
    private static func documented(_ forwarder: String?, _ documentation: String) -> String? {
        forwarder.map { "    /// \(documentation)\n    " + $0 }
    }

    /// `func name(…) { receiver.name(…) }`, or `nil` for a parameter that cannot be passed on by name.
    private static func function(_ function: FunctionDeclSyntax, receiver: String) -> String? {
        var arguments: [String] = []
        for parameter in function.signature.parameterClause.parameters {
            let name = parameter.secondName ?? parameter.firstName
            guard parameter.ellipsis == nil, name.tokenKind != .wildcard else { return nil }
            let value = (parameter.type.trimmedDescription.hasPrefix("inout ") ? "&" : "") + name.text
            arguments.append(
                parameter.firstName.tokenKind == .wildcard ? value : "\(parameter.firstName.text): \(value)")
        }
        let effects = function.signature.effectSpecifiers
        let call =
            (effects?.throwsClause == nil ? "" : "try ") + (effects?.asyncSpecifier == nil ? "" : "await ")
            + "\(receiver).\(function.name.text)(\(arguments.joined(separator: ", ")))"
        let header = function.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
        return header + " {\n        " + call + "\n    }"
    }

    /// The forwarder of a property declared once per clause of `block`, or `nil` when a clause's cannot be written.
    ///
    /// One forwarder when every clause's is the same and the block has an `#else`; else an `#if` block in which each
    /// clause forwards its own declaration.
    private static func properties(in block: IfConfigDeclSyntax, receiver: String, documentation: String) -> String? {
        var clauses: [(condition: String, forwarder: String)] = []
        for clause in block.clauses {
            guard case .decls(let items) = clause.elements, items.count == 1,
                let variable = items.first?.decl.as(VariableDeclSyntax.self),
                let forwarder = documented(property(variable, receiver: receiver), documentation)
            else { return nil }
            let condition = [clause.poundKeyword.text, clause.condition?.trimmedDescription].compactMap { $0 }
            clauses.append((condition.joined(separator: " "), forwarder))
        }
        if block.clauses.last?.poundKeyword.tokenKind == .poundElse, Set(clauses.map(\.forwarder)).count == 1 {
            return clauses[0].forwarder
        }
        return (clauses.flatMap { [$0.condition, $0.forwarder] } + ["#endif"]).joined(separator: "\n")
    }

    /// `var name: Type { get set }` reaching `receiver.name`, or `nil` when the type is not written and cannot be
    /// read off the initial value.
    private static func property(_ variable: VariableDeclSyntax, receiver: String) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.flatMap(inferredType)
        else { return nil }
        let restrictsSetter = variable.modifiers.contains { $0.detail?.detail.text == "set" }
        let settable =
            switch binding.accessorBlock?.accessors {
            case .getter: false
            case .accessors(let accessors):
                accessors.contains {
                    [.keyword(.set), .keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
                }
            case nil: variable.bindingSpecifier.tokenKind == .keyword(.var)
            }
        let attributes = variable.attributes.compactMap { element -> String? in
            guard let attribute = element.as(AttributeSyntax.self),
                propertyAttributes.contains(attribute.attributeName.trimmedDescription)
            else { return nil }
            return attribute.trimmedDescription + " "
        }
        let modifiers = variable.modifiers.filter { modifier in
            modifier.detail == nil
                && ![.keyword(.lazy), .keyword(.weak), .keyword(.unowned)].contains(modifier.name.tokenKind)
        }.map { $0.name.text + " " }
        let head = (attributes + modifiers).joined() + "var \(name): \(type)"
        guard settable && !restrictsSetter else { return head + " { \(receiver).\(name) }" }
        return head + " {\n        get { \(receiver).\(name) }\n        set { \(receiver).\(name) = newValue }\n    }"
    }

    /// The type of an initial value whose type is plain to read, or `nil`.
    ///
    /// A literal, or a call of a type's initializer (`Player()`, `Player(queue: …)`, `Player.init(queue: …)`); not a
    /// static member (`Player.shared`), whose type may be another.
    private static func inferredType(_ initializer: InitializerClauseSyntax) -> String? {
        let value = initializer.value
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        let access = call.calledExpression.as(MemberAccessExprSyntax.self)
        let type =
            access?.declName.baseName.tokenKind == .keyword(.`init`)
            ? access?.base?.as(DeclReferenceExprSyntax.self) : call.calledExpression.as(DeclReferenceExprSyntax.self)
        guard let type, type.argumentNames == nil, type.baseName.text.first?.isUppercase == true else { return nil }
        return type.baseName.text
    }

    /// For a stored property whose type is neither written nor plain to read off its initial value (`let repository =
    /// Repository.shared`), what to write, and where, so that it can be forwarded; `nil` for any other member.
    static func typeToWrite(for member: DelegateMember) -> String? {
        guard let variable = member.item.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.typeAnnotation == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let initializer = binding.initializer, inferredType(initializer) == nil
        else { return nil }
        let value = initializer.value.trimmedDescription
        let shown = value.count <= 60 && !value.contains("\n") ? value : "…"
        return "or write the type of `\(name)` where it is declared, \(member.position) "
            + "(`\(variable.bindingSpecifier.text) \(name): <the type of \(shown)> = \(shown)`), and run migrate again, "
            + "which then forwards it"
    }

    /// `typealias Name = Service.Name` for a nested type that is not generic.
    private static func typeAlias(_ declaration: DeclSyntax, service: String) -> String? {
        guard [.structDecl, .classDecl, .enumDecl, .typeAliasDecl].contains(declaration.kind),
            declaration.asProtocol((any WithGenericParametersSyntax).self)?.genericParameterClause == nil,
            let name = declaration.asProtocol((any NamedDeclSyntax).self)?.name,
            let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers
        else { return nil }
        let access = modifiers.filter { $0.detail == nil && $0.name.tokenKind != .keyword(.final) }
            .map { $0.name.text + " " }.joined()
        return "\(access)typealias \(name.text) = \(service).\(name.text)"
    }
}
