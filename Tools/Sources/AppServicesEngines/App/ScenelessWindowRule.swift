import SwiftSyntax

/// Which windows made without a scene are the app's concern, for `doctor` and `migrate --adopt-scenes` alike: not
/// those in test code, which the app does not ship, nor the fallback of a choice with a window for a scene, which
/// runs only where there is no scene to show in.
///
/// Whether a function makes a window for a scene is decided once per function, however many windows it makes
/// (``tokensRead`` counts the work, which stays linear in the function's length).
struct ScenelessWindowRule {
    /// The test frameworks whose import makes a file test code.
    static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

    /// Whether each function, initializer, accessor or closure walked makes a window for a scene, by its syntax.
    private var makesSceneWindow: [SyntaxIdentifier: Bool] = [:]
    /// The tokens read to decide, over every call asked about.
    private(set) var tokensRead = 0

    /// Whether `tree` is test code, which the app does not ship: it imports a test framework, or a module with
    /// `@testable`.
    static func isTestCode(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { statement in
            guard let declaration = statement.item.as(ImportDeclSyntax.self) else { return false }
            return testFrameworks.contains(declaration.path.first?.name.text ?? "")
                || declaration.attributes.contains {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
                }
        }
    }

    /// Whether `creation` is the fallback of a choice between a window for a scene and one without, which runs
    /// only where there is no scene to show in: in a function or closure that also makes a window with
    /// `windowScene:` (`if let scene = other.windowScene { Lock(windowScene: scene) } else { Lock(frame: …) }`, or
    /// an early `return UIWindow(windowScene: scene)`), or on the right of a `??` whose left reads a window or a
    /// scene (`other.windowScene.flatMap(UIWindow.init) ?? UIWindow()`; `view.window ?? UIWindow()`, a placeholder
    /// for sign-in's presentation anchor).
    mutating func isSceneFallback(_ creation: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(creation)
        while let parent = node.parent {
            if let elements = parent.as(ExprListSyntax.self), isRightOfCoalescing(node, readingAWindow: elements) {
                return true
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
            {
                if let known = makesSceneWindow[parent.id] { return known }
                let makes = readsSceneWindowCreation(parent)
                makesSceneWindow[parent.id] = makes
                return makes
            }
            node = parent
        }
        return false
    }

    /// Whether `node`, one of an operator sequence's `elements`, follows a `??` whose left side reads a
    /// `windowScene` or a `window`.
    private mutating func isRightOfCoalescing(_ node: Syntax, readingAWindow list: ExprListSyntax) -> Bool {
        var coalescingSeen = false
        var readsWindow = false
        var readsWindowBeforeCoalescing = false
        for element in list {
            if Syntax(element).id == node.id { return coalescingSeen && readsWindowBeforeCoalescing }
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                coalescingSeen = true
                readsWindowBeforeCoalescing = readsWindow
            }
            for token in element.tokens(viewMode: .sourceAccurate) where !readsWindow {
                tokensRead += 1
                if token.text == "window" || token.text == "windowScene" {
                    readsWindow = true
                }
            }
        }
        return false
    }

    /// Whether `body` makes a window for a scene: a call with a `windowScene:` argument.
    private mutating func readsSceneWindowCreation(_ body: Syntax) -> Bool {
        for token in body.tokens(viewMode: .sourceAccurate) {
            tokensRead += 1
            if token.text == "windowScene" && token.parent?.is(LabeledExprSyntax.self) == true { return true }
        }
        return false
    }
}
