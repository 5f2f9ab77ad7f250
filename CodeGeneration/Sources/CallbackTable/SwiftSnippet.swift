import SwiftParser
import SwiftSyntax

/// Swift the table holds in a string, with what it must parse as: checked with swift-syntax before anything is
/// generated, so that a typo fails the generator naming its row and field instead of the library's build.
struct SwiftSnippet {
    /// What the text must be.
    enum Kind {
        /// One expression, such as a merge closure.
        case expression
        /// One or more statements, such as a replica's default body.
        case statements
        /// One function declaration, such as a row's signature.
        case function
        /// Declarations, such as a documentation example.
        case declarations
    }

    /// The row's field that holds it, such as `replicaDefault`.
    var field: String
    var kind: Kind
    var text: String

    /// What is wrong with it, empty when it parses as its kind.
    var problems: [String] {
        let tree = Parser.parse(source: kind == .function ? "protocol P {\n\(text)\n}" : text)
        if tree.hasError { return ["\(field) is not valid Swift: \(text)"] }
        let items = tree.statements.map(\.item)
        switch kind {
        case .expression:
            guard items.count == 1, items[0].is(ExprSyntax.self) else {
                return ["\(field) is not one expression: \(text)"]
            }
        case .statements:
            guard !items.isEmpty, !items.contains(where: { $0.is(DeclSyntax.self) }) else {
                return ["\(field) is not statements: \(text)"]
            }
        case .function:
            let members = items.first?.as(ProtocolDeclSyntax.self)?.memberBlock.members ?? []
            guard members.count == 1, members.first?.decl.is(FunctionDeclSyntax.self) == true else {
                return ["\(field) is not one function declaration: \(text)"]
            }
        case .declarations:
            guard !items.isEmpty, items.allSatisfy({ $0.is(DeclSyntax.self) }) else {
                return ["\(field) is not declarations: \(text)"]
            }
        }
        return []
    }

    /// For a function, its Swift name as swift-syntax reads it, such as `application(_:open:options:)`.
    var functionName: String? {
        let tree = Parser.parse(source: "protocol P {\n\(text)\n}")
        guard let protocolDecl = tree.statements.first?.item.as(ProtocolDeclSyntax.self),
            let function = protocolDecl.memberBlock.members.first?.decl.as(FunctionDeclSyntax.self)
        else { return nil }
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return function.name.text + "(" + labels.joined() + ")"
    }
}

extension Callback {
    /// Every piece of Swift the row holds in a string.
    var snippets: [SwiftSnippet] {
        var snippets = [
            SwiftSnippet(field: "signature", kind: .function, text: signature.source),
            SwiftSnippet(field: "serviceSignature", kind: .function, text: serviceSignature.source),
        ]
        if !replicaDefault.isEmpty {
            snippets.append(SwiftSnippet(field: "replicaDefault", kind: .statements, text: replicaDefault))
        }
        if !recordedArguments.isEmpty {
            snippets.append(SwiftSnippet(field: "arguments", kind: .expression, text: recordedArguments))
        }
        switch rule {
        case .firstNonNil(let describe, let neutral):
            snippets.append(SwiftSnippet(field: "rule's describe", kind: .expression, text: describe))
            if let neutral {
                snippets.append(SwiftSnippet(field: "rule's neutral answer", kind: .expression, text: neutral))
            }
        case .aggregate(let aggregation):
            snippets.append(SwiftSnippet(field: "rule's merge", kind: .expression, text: aggregation.merge))
            if let describe = aggregation.describe {
                snippets.append(SwiftSnippet(field: "rule's describe", kind: .expression, text: describe))
            }
        default: break
        }
        if let asyncForm {
            snippets.append(SwiftSnippet(field: "async signature", kind: .function, text: asyncForm.signature.source))
            snippets.append(
                SwiftSnippet(
                    field: "async example", kind: .declarations, text: asyncForm.example.joined(separator: "\n")))
        }
        return snippets
    }
}
