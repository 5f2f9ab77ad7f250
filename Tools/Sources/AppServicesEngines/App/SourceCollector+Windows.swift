import SwiftSyntax

extension SourceCollector {
    /// The name of the constant, variable or property a window made without a scene is bound to
    /// (`let mainWindow = TraitWindow(frame: …)`), if any.
    static func boundName(of creation: FunctionCallExprSyntax) -> String? {
        var node = Syntax(creation)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            node = parent
        }
        return nil
    }

    /// The name whose value `sequence` assigns to the `window` property (`self.window = mainWindow`), if any.
    static func nameAssignedToWindow(_ sequence: SequenceExprSyntax) -> String? {
        guard sequence.assignsWindowProperty else { return nil }
        return sequence.assignment?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The name whose window `sequence` gives a scene (`cover.windowScene = scene`, `self.cover.windowScene = …`),
    /// if any.
    static func nameGivenAScene(_ sequence: SequenceExprSyntax) -> String? {
        guard let target = sequence.assignment?.target.as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "windowScene", let base = target.base
        else { return nil }
        let name = base.as(MemberAccessExprSyntax.self).map(\.declName) ?? base.as(DeclReferenceExprSyntax.self)
        return name?.baseName.text
    }
}
