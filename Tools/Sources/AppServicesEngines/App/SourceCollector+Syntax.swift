import SwiftSyntax

extension SourceCollector {
    /// The name a call calls: `f` of `f(…)`, `register` of `scheduler.register(…)`.
    static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// A string argument as written.
    static func written(_ expression: ExprSyntax) -> WrittenString {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let segments = literal.segments.compactMap { $0.as(StringSegmentSyntax.self) }
            guard segments.count == literal.segments.count else { return .other }
            return .literal(segments.map(\.content.text).joined())
        }
        guard let name = calleeName(expression) else { return .other }
        let type = expression.as(MemberAccessExprSyntax.self)?.base.flatMap { calleeName($0) }
        return .constant(name, type: type)
    }

    static func isFalse(_ argument: LabeledExprSyntax?) -> Bool {
        argument?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// The first type a `ServiceEntry`'s factory closure names, such as `PushService` of
    /// `{ _ in PushService(center: .current()) }`.
    static func factoryType(of call: FunctionCallExprSyntax) -> String? {
        let closures =
            [call.trailingClosure].compactMap { $0 }
            + call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        for closure in closures {
            for token in closure.statements.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind,
                    token.parent?.is(DeclReferenceExprSyntax.self) == true,
                    name.first?.isUppercase == true
                else { continue }
                return name
            }
        }
        return nil
    }

    /// A function's Swift name, such as `application(_:open:options:)`.
    static func swiftName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return "\(function.name.text)(\(labels.joined()))"
    }

    /// `application(_:configurationForConnecting:options:)`, where an app chooses scene configurations at run time.
    static let configurationMethod = "application(_:configurationForConnecting:options:)"

    /// The literal name of `UISceneConfiguration(name: "Default Configuration", sessionRole: …)`.
    static func createdConfigurationName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            calleeName(call.calledExpression) == "UISceneConfiguration",
            let name = call.arguments.first(where: { $0.label?.text == "name" }),
            case .literal(let value) = written(name.expression)
        else { return nil }
        return value
    }

    /// The variable assigned to (when it is a plain name) and the class of
    /// `configuration.delegateClass = SceneDelegate.self`, such as `configuration` and `SceneDelegate`.
    static func assignedDelegateClass(_ sequence: SequenceExprSyntax) -> (target: String?, className: String)? {
        guard let (assigned, assignedValue) = sequence.assignment,
            assigned.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "delegateClass",
            let value = assignedValue.as(MemberAccessExprSyntax.self),
            value.declName.baseName.tokenKind == .keyword(.self),
            let base = value.base, let className = calleeName(base)
        else { return nil }
        let target = assigned.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
        return (target?.baseName.text, className)
    }

    /// Whether `sequence` is `….isHidden = false`.
    static func unhides(_ sequence: SequenceExprSyntax) -> Bool {
        guard let (target, value) = sequence.assignment else { return false }
        return target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "isHidden"
            && value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }
}
