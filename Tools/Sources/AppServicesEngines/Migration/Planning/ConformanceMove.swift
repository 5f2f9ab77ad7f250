import SwiftSyntax

/// `x.delegate = self` in a delegate's member, where the delegate adopts that protocol in an extension holding only
/// that conformance: the extension's methods move with that member, and its service adopts the protocol, as an
/// `NSObject` since delegate protocols are mostly Objective-C ones.
enum ConformanceMove {
    /// `delegate` with each such member using the methods of the extension it names.
    static func linked(_ delegate: DelegateClass) -> DelegateClass {
        var linked = delegate
        for (assigner, _, members) in moves(in: delegate) {
            linked.members[assigner].references.formUnion(members.flatMap { delegate.members[$0].declaredNames })
        }
        return linked
    }

    /// Adds to each service of `decision` the conformances whose members all moved to it with their assigner.
    static func adopt(in decision: inout DelegateDecision) {
        for (assigner, name, members) in moves(in: decision.delegate) {
            if let index = decision.services.firstIndex(where: { $0.memberIndices.contains(assigner) }),
                Set(members).isSubset(of: decision.services[index].memberIndices)
            {
                decision.services[index].conformances.append(name)
            }
        }
    }

    /// Whether `statement`, setting `property` to `self`, makes the delegate a `name`: `modalDelegate` a
    /// `ModalDelegate`, `manager.delegate` a `CLLocationManagerDelegate`.
    static func assigns(_ name: String, _ statement: CodeBlockItemSyntax, property: String) -> Bool {
        let base = statement.item.as(SequenceExprSyntax.self)?.assignment?.target.as(MemberAccessExprSyntax.self)?.base
        let object =
            base?.as(DeclReferenceExprSyntax.self)?.baseName ?? base?.as(MemberAccessExprSyntax.self)?.declName.baseName
        let capitalized = { (text: String) in text.prefix(1).uppercased() + text.dropFirst() }
        return name == capitalized(property) || name.hasSuffix(capitalized(object?.text ?? "") + capitalized(property))
    }

    /// Each member setting a delegate property to `self`, the protocol it names, and the members (none a callback)
    /// of the delegate's extension adopting only that protocol.
    private static func moves(in delegate: DelegateClass) -> [(assigner: Int, name: String, members: [Int])] {
        let extensions = Dictionary(grouping: delegate.members.indices) { index in
            let inherited = delegate.members[index].item.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)?
                .inheritanceClause?.inheritedTypes
            return inherited?.count == 1 ? inherited?.trimmedDescription ?? "" : ""
        }.filter { !$0.key.isEmpty && $0.value.allSatisfy { delegate.members[$0].kind == .movable } }
        return delegate.members.indices.flatMap { assigner in
            DelegateUsageFinder.walking(delegate.members[assigner].item).otherDelegateAssignments.compactMap {
                statement, property in
                extensions.first { assigns($0.key, statement, property: property) }.map { (assigner, $0.key, $0.value) }
            }
        }
    }
}
