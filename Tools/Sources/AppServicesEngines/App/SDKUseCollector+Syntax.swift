import SwiftSyntax

extension SDKUseCollector {
    /// A `LaunchTask("id", dependsOn: ["other"], phase: …, executor: …) { … }` call, before its work is walked.
    ///
    /// - Returns: Its identifier and dependencies where written as literals, and whether it runs inline in the
    ///   first launch phase.
    static func launchTask(_ call: FunctionCallExprSyntax, at location: SourceLine) -> SDKUses.LaunchTaskUse {
        func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        func literal(_ expression: ExprSyntax) -> String? {
            if case .literal(let value) = SourceCollector.written(expression) { return value }
            return nil
        }
        func memberName(_ label: String) -> String? {
            argument(label)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        let id = call.arguments.first.flatMap { $0.label == nil ? literal($0.expression) : nil }
        let dependencies = argument("dependsOn")?.as(ArrayExprSyntax.self)?.elements.compactMap {
            literal($0.expression)
        }
        return SDKUses.LaunchTaskUse(
            id: id, dependencies: dependencies ?? [],
            runsInlineBeforeLaunchEnds: memberName("phase") == "willFinishLaunching"
                && memberName("executor") == "mainActor",
            location: location)
    }

    /// Where `node`, a call outside every launch task, runs while the app delegate is created: in an initializer, or
    /// in a `services` or `registrationPlan` getter; `nil` when a method, a launch task or top-level code holds it.
    static func creationContext(of node: some SyntaxProtocol) -> SDKUses.CreationContext? {
        for ancestor in node.ancestors {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self) && !isGetter(ancestor) {
                return nil
            }
            if ancestor.is(InitializerDeclSyntax.self) {
                return enclosingTypeName(of: ancestor).map { .initializer(type: $0) }
            }
            if let binding = ancestor.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return creationGetters.contains(name) ? .getter(name, type: enclosingTypeName(of: ancestor)) : nil
            }
        }
        return nil
    }

    private static func isGetter(_ accessor: Syntax) -> Bool {
        accessor.as(AccessorDeclSyntax.self)?.accessorSpecifier.tokenKind == .keyword(.get)
    }

    /// The name of the type or extended type whose member holds `node`.
    private static func enclosingTypeName(of node: Syntax) -> String? {
        for ancestor in node.ancestors {
            if let name = ancestor.as(ClassDeclSyntax.self)?.name ?? ancestor.as(StructDeclSyntax.self)?.name
                ?? ancestor.as(EnumDeclSyntax.self)?.name ?? ancestor.as(ActorDeclSyntax.self)?.name
            {
                return name.text
            }
            if let extended = ancestor.as(ExtensionDeclSyntax.self)?.extendedType {
                return InheritanceReader.names(in: extended).last?.name
            }
        }
        return nil
    }
}
