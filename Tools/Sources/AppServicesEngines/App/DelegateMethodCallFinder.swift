import SwiftSyntax

/// The app's own calls of its delegate methods, the one rule by which `doctor` notes a method UIKit no longer calls
/// but the app does, and `migrate` keeps it instead of dropping it.
///
/// A call counts by the method's full name, a trailing closure taking the label of the parameter it fills, whatever
/// it is called on (bare, `self.`, `self?.` or another object), but not on `super` (it runs only when the override
/// does) nor inside a method of the same name (its call of itself).
final class DelegateMethodCallFinder: SyntaxVisitor {
    /// A call, and the full name of the method it calls.
    struct Call {
        /// The full name, with argument labels.
        var name: String
        var node: FunctionCallExprSyntax
    }

    private let names: Set<String>
    private var found: [Call] = []
    /// The full names of the functions being walked, innermost last.
    private var enclosingFunctions: [String] = []

    private init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    /// The app's calls in `node` of the methods named `names`, in the order of the text.
    static func calls(in node: some SyntaxProtocol, named names: Set<String>) -> [Call] {
        DelegateMethodCallFinder(names: names).walked(node).found
    }

    /// The full name `call` calls `callee` by, such as `application(_:open:options:)`: its argument labels, `_`
    /// for an unlabeled one and for a trailing closure, and the labels of the additional trailing closures.
    static func fullName(of call: FunctionCallExprSyntax, calling callee: TokenSyntax) -> String {
        var labels = call.arguments.map { "\($0.label?.text ?? "_"):" }
        if call.trailingClosure != nil { labels.append("_:") }
        labels += call.additionalTrailingClosures.map { "\($0.label.text):" }
        return "\(callee.text)(\(labels.joined()))"
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingFunctions.append(SourceCollector.swiftName(of: node))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { enclosingFunctions.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName ?? member?.declName.baseName
        if let callee, member?.base?.is(SuperExprSyntax.self) != true, let name = name(of: node, calling: callee),
            !enclosingFunctions.contains(name)
        {
            found.append(Call(name: name, node: node))
        }
        return .visitChildren
    }

    /// The name of `names` that `call` calls: its full name, or, with a trailing closure, the name whose label in
    /// the closure's place is any and whose other labels are the call's.
    private func name(of call: FunctionCallExprSyntax, calling callee: TokenSyntax) -> String? {
        let full = Self.fullName(of: call, calling: callee)
        guard !names.contains(full), call.trailingClosure != nil else { return names.contains(full) ? full : nil }
        let before = "\(callee.text)(" + call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        let after = call.additionalTrailingClosures.map { "\($0.label.text):" }.joined() + ")"
        let labels = full.count { $0 == ":" }
        return names.filter { $0.hasPrefix(before) && $0.hasSuffix(after) && $0.count { $0 == ":" } == labels }.min()
    }
}
