import SwiftSyntax

extension SequenceExprSyntax {
    /// The target and the value when the sequence is one plain assignment, `target = value`; `nil` for any other
    /// sequence (`a = b ?? c`, `a += b`, `x ? y : z`).
    var assignment: (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }

    /// Whether the sequence assigns the enclosing type's `window` property: `window = …`, `self.window = …` or
    /// `self?.window = …`.
    var assignsWindowProperty: Bool {
        assignment.map { ["window", "self.window", "self?.window"].contains($0.target.trimmedDescription) } ?? false
    }
}
