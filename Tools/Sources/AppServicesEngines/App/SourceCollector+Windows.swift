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

    /// Whether `creation` is the fallback of a choice between a window for a scene and one without, which runs
    /// only where there is no scene to show in: in a function or closure that also makes a window with
    /// `windowScene:` (`if let scene = other.windowScene { Lock(windowScene: scene) } else { Lock(frame: …) }`, or
    /// an early `return UIWindow(windowScene: scene)`), or on the right of a `??` whose left reads a window or a
    /// scene (`other.windowScene.flatMap(UIWindow.init) ?? UIWindow()`; `view.window ?? UIWindow()`, a placeholder
    /// for sign-in's presentation anchor).
    static func isSceneFallback(_ creation: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(creation)
        while let parent = node.parent {
            if let elements = parent.as(ExprListSyntax.self), isRightOfCoalescing(node, readingAWindow: elements) {
                return true
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
            {
                return makesSceneWindow(parent)
            }
            node = parent
        }
        return false
    }

    /// Whether `node`, one of an operator sequence's `elements`, follows a `??` whose left side reads a
    /// `windowScene` or a `window`.
    private static func isRightOfCoalescing(_ node: Syntax, readingAWindow list: ExprListSyntax) -> Bool {
        let elements = Array(list)
        guard let position = elements.firstIndex(where: { Syntax($0).id == node.id }),
            let coalescing = elements[..<position].lastIndex(where: {
                $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            })
        else { return false }
        return elements[..<coalescing].contains { element in
            element.tokens(viewMode: .sourceAccurate).contains { ["window", "windowScene"].contains($0.text) }
        }
    }

    /// Whether `body` makes a window for a scene: a call with a `windowScene:` argument.
    private static func makesSceneWindow(_ body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "windowScene" && token.parent?.is(LabeledExprSyntax.self) == true
        }
    }
}
