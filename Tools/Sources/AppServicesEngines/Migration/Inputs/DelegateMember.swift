import AppServices
import SwiftSyntax

/// One member of a delegate class or of its extensions: the unit `appservices migrate` moves or keeps.
///
/// An `#if` block of members is one unit, so that it moves whole.
struct DelegateMember {
    /// What the member is, as the migration treats it.
    enum Kind: Equatable {
        /// A delegate method, or an `#if` block of them, and the callbacks it implements.
        case callbacks([ImplementedCallback])
        /// `var window: UIWindow?`, which `ServicesAppDelegate` and `ServicesSceneDelegate` declare already.
        case inheritedWindow
        /// A stored or computed property, a helper method, a nested type: moves with the service that uses it.
        case movable
        /// An initializer, a deinitializer or `services`: stays in the delegate.
        case fixed
    }

    var item: MemberBlockItemSyntax
    var fileIndex: Int
    /// The conditions of the `#if` clauses its class or extension is declared in, outermost first.
    var conditions: [String]
    /// `file:line`, as reports print it.
    var position: String
    /// Its line, from ``position``.
    var line: Int { Int(position.split(separator: ":").last ?? "") ?? 0 }
    var kind: Kind
    /// What it declares: property names, type names, and a method's base and full names.
    var declaredNames: Set<String>
    var references: Set<String>
    /// A short name for reports, such as `var persistentContainer` or `func route(_:)`.
    var title: String
    /// The edits, in the whole file's offsets, the delegate makes to it when it keeps it, such as `override`
    /// before a lifecycle method the app calls itself.
    var keptEdits: [TextEdit] = []
    /// The edits, in the whole file's offsets, a service makes to it when it receives it, such as removing the
    /// `private` of a member the delegate forwards to the service.
    var movedEdits: [TextEdit] = []

    /// Whether `node`, of the member's file, is inside the member.
    func contains(_ node: some SyntaxProtocol) -> Bool {
        item.position <= node.position && node.endPosition <= item.endPosition
    }

    var callbacks: [ImplementedCallback] {
        if case .callbacks(let callbacks) = kind { return callbacks }
        return []
    }
}

/// A delegate callback a method implements, and whether it is written in the callback's `async` form.
struct ImplementedCallback: Equatable {
    var callback: DelegateCallback
    /// Whether the method is the `async` form, such as `userNotificationCenter(_:willPresent:) async`.
    var isAsync: Bool

    /// The capability a service adopts to implement it this way.
    var capabilityName: String {
        isAsync ? (callback.asyncCapabilityName ?? callback.capabilityName) : callback.capabilityName
    }
}
