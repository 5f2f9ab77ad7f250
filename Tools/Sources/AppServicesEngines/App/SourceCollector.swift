import AppServices
import SwiftSyntax

/// Walks parsed Swift files and collects what doctor checks: declarations and inheritance clauses, string
/// constants, `ServiceEntry` registrations and background-task calls.
final class SourceCollector: SourceFileCollector {
    /// A string argument as written.
    enum WrittenString {
        /// A string literal without interpolation.
        case literal(String)
        /// A reference to a name, such as `refreshIdentifier` or `TaskIDs.refresh`: its last component, and the
        /// last component of the type it is written with (`TaskIDs`), if any.
        case constant(String, type: String?)
        case other
    }

    /// A call naming a string identifier, before constants are followed.
    struct Use {
        /// The identifier argument.
        var written: WrittenString
        var enclosingType: String?
        var location: SourceLine
    }

    /// The background-task request classes, whose initializer doctor notices.
    static let taskRequestClasses = Set(BackgroundTaskRequest.allCases.map(\.rawValue))

    private(set) var declaredNames: Set<String> = []
    private(set) var objectiveCNames: Set<String> = []
    private(set) var inheritance: [String: [SwiftSources.Inheritance]] = [:]
    private(set) var protocolsAndAliases: Set<String> = []
    private(set) var taskRegistrations: [Use] = []
    private(set) var taskRequests: [(requestClass: String, use: Use)] = []
    /// `ServiceEntry` calls, before constants are followed.
    private(set) var registrations: [SwiftSources.Registration<Use>] = []
    private(set) var methods: [SwiftSources.Method] = []
    private(set) var delegateClassAssignments: [SwiftSources.DelegateClassAssignment] = []
    private(set) var makesSceneWindow = false
    /// The windows made without a scene, `UIWindow()` and `UIWindow(frame:)`, each with the name it is bound to.
    private var windowsMade: [(window: SwiftSources.ScenelessWindow, boundName: String?)] = []
    /// The names assigned to the `window` property (`self.window = mainWindow`), as `Type.name`.
    private var namesAssignedToWindow: Set<String> = []
    /// The names whose window is given a scene (`cover.windowScene = scene`), as `Type.name`.
    private var namesGivenAScene: Set<String> = []
    /// Whether some code makes a window visible (`makeKeyAndVisible()`, `isHidden = false`).
    private(set) var showsWindow = false
    /// The windows made without a scene, `UIWindow()` and `UIWindow(frame:)`, that stay without one.
    ///
    /// Those in test code and in the fallback of a choice with a window for a scene are left out, and those bound to
    /// a name its type gives a scene (`let cover = UIWindow()`, then `cover.windowScene = scene`); one bound to a name
    /// that its type assigns to `window` (`self.window = mainWindow`) counts as assigned to `window`. Names are
    /// matched within the type, not the function.
    var scenelessWindows: [SwiftSources.ScenelessWindow] {
        windowsMade.compactMap { made in
            var window = made.window
            guard let name = made.boundName.map({ "\(window.enclosingType ?? "").\($0)" }) else { return window }
            guard !namesGivenAScene.contains(name) else { return nil }
            window.isAssignedToWindow = window.isAssignedToWindow || namesAssignedToWindow.contains(name)
            return window
        }
    }
    /// The string constants' values, by name and by `Type.name` for those declared in a type.
    private var constants: [String: Set<String>] = [:]
    /// Whether the file being walked is test code, which the app does not ship.
    private var isTestCode = false
    /// Which windows made without a scene are fallbacks, decided once per function.
    private(set) var sceneFallbacks = ScenelessWindowRule()
    private var enclosingTypes: [String] = []
    /// The functions being walked, innermost last, by Swift name.
    private var enclosingFunctions: [String] = []
    /// The names of the configurations created as `UISceneConfiguration(name: "…", …)`, by variable, in the
    /// function being walked.
    private var configurationNames: [String: String] = [:]

    override func willWalk(_ tree: SourceFileSyntax) {
        isTestCode = ScenelessWindowRule.isTestCode(tree)
    }

    /// `use` with its identifier: a literal as written, a constant when it is declared with exactly one value
    /// (``value(of:writtenWith:in:)``).
    ///
    /// - Returns: The call with the identifier doctor could read, or `nil` for the identifier.
    func resolve(_ use: Use) -> SwiftSources.IdentifierUse {
        let identifier: String? =
            switch use.written {
            case .literal(let value): value
            case .constant(let name, let type): value(of: name, writtenWith: type, in: use.enclosingType)
            case .other: nil
            }
        return SwiftSources.IdentifierUse(
            identifier: identifier, enclosingType: use.enclosingType, location: use.location)
    }

    /// The value of constant `name`, written with `type` (or `Self`, or none) in `enclosingType`: the one that
    /// type declares, else the name's only value anywhere.
    private func value(of name: String, writtenWith type: String?, in enclosingType: String?) -> String? {
        let owner = type == nil || type == "Self" ? enclosingType : type
        return owner.flatMap { Self.single(constants["\($0).\(name)"]) } ?? Self.single(constants[name])
    }

    private static func single(_ values: Set<String>?) -> String? {
        values.flatMap { $0.count == 1 ? $0.first : nil }
    }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        for case .attribute(let attribute) in node.attributes
        where attribute.attributeName.trimmedDescription == "objc" {
            if case .objCName(let pieces) = attribute.arguments, pieces.count == 1, let name = pieces.first?.name {
                objectiveCNames.insert(name.text)
            }
        }
        return declare(node.name, inheriting: node.inheritanceClause)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, inheriting: node.inheritanceClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, inheriting: node.inheritanceClause)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, inheriting: node.inheritanceClause)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocolsAndAliases.insert(node.name.text)
        return declare(node.name, inheriting: node.inheritanceClause)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = InheritanceReader.names(in: node.extendedType).last?.name ?? node.extendedType.trimmedDescription
        inherit(name, from: node.inheritanceClause?.inheritedTypes.map(\.type) ?? [])
        enclosingTypes.append(name)
        return .visitChildren
    }

    /// A type's or an extension's members end with its body.
    override func visitPost(_ node: MemberBlockSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        protocolsAndAliases.insert(name)
        declaredNames.insert(name)
        inherit(name, from: [node.initializer.value])
        return .skipChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value
        {
            if case .literal(let string) = Self.written(value) {
                constants[name, default: []].insert(string)
                if let type = enclosingTypes.last { constants["\(type).\(name)", default: []].insert(string) }
            }
            if let configuration = Self.createdConfigurationName(value) { configurationNames[name] = configuration }
        }
        return .visitChildren
    }

    private func declare(_ name: TokenSyntax, inheriting clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind
    {
        declaredNames.insert(name.text)
        inherit(name.text, from: clause?.inheritedTypes.map(\.type) ?? [])
        enclosingTypes.append(name.text)
        return .visitChildren
    }

    private func inherit(_ name: String, from types: [TypeSyntax]) {
        for (inherited, syntax) in types.flatMap(InheritanceReader.names) {
            inheritance[name, default: []].append(.init(name: inherited, location: line(of: syntax)))
        }
    }

    // MARK: Methods and assignments

    override func visitPost(_ node: FunctionDeclSyntax) {
        enclosingFunctions.removeLast()
        configurationNames = [:]
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingFunctions.append(Self.swiftName(of: node))
        configurationNames = [:]
        if let type = enclosingTypes.last {
            methods.append(
                SwiftSources.Method(
                    type: type, swiftName: Self.swiftName(of: node),
                    isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil, location: line(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        showsWindow = showsWindow || Self.unhides(node)
        if let name = Self.nameGivenAScene(node) { namesGivenAScene.insert("\(enclosingTypes.last ?? "").\(name)") }
        if let name = Self.nameAssignedToWindow(node) {
            namesAssignedToWindow.insert("\(enclosingTypes.last ?? "").\(name)")
        }
        if let (target, className) = Self.assignedDelegateClass(node) {
            delegateClassAssignments.append(
                SwiftSources.DelegateClassAssignment(
                    className: className, location: line(of: node),
                    configurationName: target.flatMap { configurationNames[$0] },
                    isInConfigurationMethod: enclosingFunctions.last == Self.configurationMethod))
        }
        return .visitChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Self.calleeName(node.calledExpression)
        let first = node.arguments.first
        if callee == "ServiceEntry", let first, first.label == nil {
            registrations.append(
                SwiftSources.Registration(
                    use: use(first.expression, at: node), serviceType: Self.factoryType(of: node),
                    isEnabledByDefault: !Self.isFalse(node.arguments.first { $0.label?.text == "isEnabledByDefault" })))
        } else if callee == "register", let first, first.label?.text == "forTaskWithIdentifier" {
            taskRegistrations.append(use(first.expression, at: node))
        } else if callee == "makeKeyAndVisible" {
            showsWindow = true
        } else if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true, first == nil || first?.label?.text == "frame"
        {
            guard !isTestCode, !sceneFallbacks.isSceneFallback(node) else { return .visitChildren }
            let window = SwiftSources.ScenelessWindow(
                windowClass: type, enclosingType: enclosingTypes.last,
                isAssignedToWindow: WindowCreationFinder.isAssignedToWindow(node), location: line(of: node))
            windowsMade.append((window, Self.boundName(of: node)))
        } else if callee == "UIWindow" || callee == "init", first?.label?.text == "windowScene" {
            makesSceneWindow = true
        } else if let callee, Self.taskRequestClasses.contains(callee) {
            let identifier = node.arguments.first { $0.label?.text == "identifier" }?.expression
            taskRequests.append((callee, use(identifier, at: node)))
        }
        return .visitChildren
    }

    private func use(_ expression: ExprSyntax?, at node: some SyntaxProtocol) -> Use {
        Use(
            written: expression.map(Self.written) ?? .other, enclosingType: enclosingTypes.last,
            location: line(of: node))
    }
}
