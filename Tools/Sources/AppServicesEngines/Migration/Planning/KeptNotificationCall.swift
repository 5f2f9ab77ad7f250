import AppServices
import SwiftSyntax

/// A call that a member kept in an app delegate makes to one of its `UNUserNotificationCenterDelegate`
/// methods that moved to a service, and what the migration does with it.
///
/// ``ServicesAppDelegate/host`` declares those callbacks in their completion-handler form, so a call becomes
/// `self.host.userNotificationCenter(…)` or `host.userNotificationCenter(…)` (an awaited `async` form, inside
/// `withCheckedContinuation`): it reaches the services the system's call would, and the host is never `nil`. Where
/// that would not compile (a `nonisolated` context; a closure, for an `async` or `nonisolated` method; an `async`
/// form not awaited in place, or whose arguments cannot move into a closure), the call stays and the plan names it.
/// Calls inside a nested type are not calls on the delegate.
struct KeptNotificationCall {
    var call: FunctionCallExprSyntax
    /// The index of the kept member that makes it.
    var memberIndex: Int
    /// The index of the input file that holds it.
    var fileIndex: Int
    var message: String
    /// The edits that make it call the host; none where it stays as it was.
    var edits: [TextEdit]

    /// The calls the kept members of `delegate` make to its moved notification-center callbacks, in the order
    /// of the members; none for a scene delegate; `removed` holds the indices of the members that leave it.
    static func calls(in delegate: DelegateClass, removed: Set<Int>, service: (Int) -> String)
        -> [KeptNotificationCall]
    {
        guard delegate.role == .application else { return [] }
        let callees = removed.sorted().flatMap { index in
            CapabilitySignature.functions(in: delegate.members[index].item.decl).compactMap { function in
                Callee(index: index, function: function, callbacks: delegate.members[index].callbacks)
            }
        }
        guard !callees.isEmpty else { return [] }
        return delegate.members.indices.filter { !removed.contains($0) }.flatMap { index in
            let member = delegate.members[index]
            let bindsHost = NameBindingFinder.binds("host", in: member.item.decl)
            return SelfCallFinder.calls(in: member.item.decl, named: Set(callees.map(\.function.name.text)))
                .compactMap { call -> KeptNotificationCall? in
                    guard let callee = callees.first(where: { $0.accepts(call.node) }) else { return nil }
                    let head =
                        "\(member.title), kept in \(delegate.name), calls \(delegate.members[callee.index].title), "
                        + "which moves to \(service(callee.index)): "
                    guard let reason = callee.obstacle(to: call) else {
                        let prefix = call.isQualified ? "host." : bindsHost ? "self.host." : "host."
                        let shown = (call.isQualified ? "self." : "") + prefix + callee.callback.callback.swiftName
                        let form = callee.callback.isAsync ? " in `withCheckedContinuation`" : ""
                        return KeptNotificationCall(
                            call: call.node, memberIndex: index, fileIndex: member.fileIndex,
                            message: head + "rewritten to call `\(shown)`\(form), which dispatches to the services "
                                + "handling it, as the system's call does",
                            edits: callee.edits(for: call, prefix: prefix))
                    }
                    return KeptNotificationCall(
                        call: call.node, memberIndex: index, fileIndex: member.fileIndex,
                        message: head + "ServicesAppDelegate does not declare it, so the call no longer compiles "
                            + "(\(reason)): on the main actor, call `host.\(callee.callback.callback.swiftName)`, "
                            + "which dispatches to the services handling it, as the system's call does; check it by hand",
                        edits: [])
                }
        }
    }

    /// A moved method a kept call may reach.
    private struct Callee {
        /// The index of the member that declares it.
        var index: Int
        var function: FunctionDeclSyntax
        var callback: ImplementedCallback

        /// The callee, if `function` implements one of the notification-center `callbacks`.
        init?(index: Int, function: FunctionDeclSyntax, callbacks: [ImplementedCallback]) {
            let name = SourceCollector.swiftName(of: function)
            let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
            guard
                let callback = callbacks.first(where: { implemented in
                    implemented.callback.delegate == .notificationCenter && implemented.isAsync == isAsync
                        && (isAsync
                            ? implemented.callback.asyncSwiftName == "\(name) async"
                            : implemented.callback.swiftName == name)
                })
            else { return nil }
            self.index = index
            self.function = function
            self.callback = callback
        }

        /// Whether `call`'s arguments, its trailing closures included, are those of the method's parameters.
        func accepts(_ call: FunctionCallExprSyntax) -> Bool {
            let parameters = function.signature.parameterClause.parameters.map(\.firstName.text)
            var labels = call.arguments.map { $0.label?.text ?? "_" }
            if call.trailingClosure != nil {
                guard labels.count < parameters.count else { return false }
                labels.append(parameters[labels.count])
            }
            labels += call.additionalTrailingClosures.map(\.label.text)
            return labels == parameters
        }

        /// Why `call` cannot call the host instead, or `nil` when it can.
        func obstacle(to call: SelfCallFinder.Call) -> String? {
            if call.inNonisolatedDeclaration { return "it is in a `nonisolated` declaration" }
            if call.inClosure && (callback.isAsync || Self.isNonisolated(function)) {
                return "the method is `\(callback.isAsync ? "async" : "nonisolated")`, and the closure may run off "
                    + "the main actor"
            }
            guard callback.isAsync else { return nil }
            if !call.isAwaited { return "the host has no `async` form, and the call is not awaited where it stands" }
            let tokens = call.node.arguments.flatMap { $0.expression.tokens(viewMode: .sourceAccurate) }
            if tokens.contains(where: { token in
                if case .dollarIdentifier = token.tokenKind { return true }
                return [.keyword(.await), .keyword(.try)].contains(token.tokenKind)
            }) {
                return "the host has no `async` form, and its arguments cannot move into a closure"
            }
            return nil
        }

        /// The edits that make `call` call the host: `prefix` before the method's name, and, for the `async` form,
        /// the call inside `withCheckedContinuation`, its completion handler resuming the continuation.
        func edits(for call: SelfCallFinder.Call, prefix: String) -> [TextEdit] {
            guard callback.isAsync else {
                return [TextEdit(start: call.nameOffset, end: call.nameOffset, replacement: prefix)]
            }
            let name = ServiceDraft.freeName("continuation", avoiding: ReferenceCollector.names(in: call.node))
            let start = call.node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = call.node.endPositionBeforeTrailingTrivia.utf8Offset
            let opening = "withCheckedContinuation { \(name) in "
            let resume = function.signature.returnClause == nil ? "\(name).resume()" : "\(name).resume(returning: $0)"
            let closing = TextEdit(start: end, end: end, replacement: " { \(resume) } }")
            guard call.isQualified else {
                return [TextEdit(start: start, end: start, replacement: opening + prefix), closing]
            }
            return [
                TextEdit(start: start, end: start, replacement: opening),
                TextEdit(start: call.nameOffset, end: call.nameOffset, replacement: prefix), closing,
            ]
        }

        static func isNonisolated(_ function: FunctionDeclSyntax) -> Bool {
            function.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
        }
    }
}
