import SwiftSyntax

/// Walks parsed Swift files and collects ``SDKUses``: imports, SDK configure calls with where they run, launch
/// tasks, `@UIApplicationDelegateAdaptor` properties and the manual calls of Firebase's swizzling-off recipes.
///
/// Where a call runs is read from its ancestors, so the walk keeps no stack: a launch task's closure, a method or
/// a closure's own call runs later; an initializer or a `services` or `registrationPlan` getter runs while the
/// app delegate is created.
final class SDKUseCollector: SourceFileCollector {
    /// What was collected so far.
    private(set) var uses = SDKUses()
    /// The index in `uses.launchTasks` of each `LaunchTask(…)` call of the file being walked.
    private var launchTaskIndices: [SyntaxIdentifier: Int] = [:]

    /// The getters read while the app delegate is created.
    static let creationGetters: Set<String> = ["services", "registrationPlan"]

    override func willWalk(_ tree: SourceFileSyntax) {
        launchTaskIndices = [:]
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text, uses.imports[module] == nil {
            uses.imports[module] = line(of: node)
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributeName.trimmedDescription == "UIApplicationDelegateAdaptor" else { return .visitChildren }
        let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
            .as(MemberAccessExprSyntax.self)?.base.flatMap { SourceCollector.calleeName($0) }
        let annotated = node.parent?.parent?.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
        if let type = argument ?? annotated.flatMap({ InheritanceReader.names(in: $0).last?.name }) {
            uses.delegateAdaptors.append((type, line(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.baseName.text {
        case "Messaging": uses.messagingReference = uses.messagingReference ?? line(of: node)
        case "PhoneAuthProvider": uses.phoneSignIn = uses.phoneSignIn ?? line(of: node)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if names.contains("keptCallbacks"),
            node.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "didRegisterForRemoteNotifications" })
        {
            uses.keepsTokenCallback = true
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (target, value) = node.assignment,
            let property = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            if property == "apnsToken" { record(.messagingToken, at: node) }
            let isFalse = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            if property == "isAutomaticSetupEnabled" && isFalse { uses.airshipAutomaticSetupOff = true }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SourceCollector.calleeName(node.calledExpression)
        if callee == "LaunchTask" {
            launchTaskIndices[node.id] = uses.launchTasks.count
            uses.launchTasks.append(Self.launchTask(node, at: line(of: node)))
        } else if let sdk = ThirdPartySDK.configured(by: node) {
            let task = enclosingLaunchTask(of: node)
            if let task { uses.launchTasks[task].configures.append(sdk) }
            uses.configurations.append(
                SDKUses.Configuration(
                    sdk: sdk, location: line(of: node),
                    creationContext: task == nil ? Self.creationContext(of: node) : nil))
        } else if callee == "registerForRemoteNotifications", let task = enclosingLaunchTask(of: node) {
            uses.launchTasks[task].registersForPush = true
        } else if let callee, let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            recordManualCall(callee, on: base.trimmedDescription, at: node)
        }
        return .visitChildren
    }

    private func recordManualCall(_ callee: String, on base: String, at node: FunctionCallExprSyntax) {
        let isMessaging = base.contains("Messaging") || base.contains("messaging")
        switch callee {
        case "setAPNSToken": record(isMessaging ? .messagingToken : .authToken, at: node)
        case "canHandleNotification": record(.authNotification, at: node)
        case "canHandle" where base.contains("Auth") || base.contains("auth"): record(.authURL, at: node)
        default: break
        }
    }

    private func record(_ call: SDKUses.ManualCall, at node: some SyntaxProtocol) {
        if uses.manualCalls[call] == nil { uses.manualCalls[call] = line(of: node) }
    }

    /// The index of the `LaunchTask(…)` call whose work holds `node`.
    private func enclosingLaunchTask(of node: some SyntaxProtocol) -> Int? {
        node.ancestors.lazy.compactMap { self.launchTaskIndices[$0.id] }.first
    }
}
