import Foundation

/// Reads a replica protocol's requirements from its source file and names each the way Swift does,
/// such as `application(_:open:options:)`, so a test can compare them with the selector table.
enum ProtocolDeclarationParser {
    static func requirementNames(protocolName: String, in source: String) -> [String] {
        guard let start = source.range(of: "public protocol \(protocolName)") else { return [] }
        let body = source[start.upperBound...]
        var names: [String] = []
        var depth = 0
        var index = body.startIndex
        var enteredBody = false
        while index < body.endIndex {
            let character = body[index]
            if character == "{" {
                depth += 1
                enteredBody = true
            } else if character == "}" {
                depth -= 1
                if enteredBody && depth == 0 { break }
            } else if depth == 1 && character != " " && atLineStart(body, index) {
                let line = body[index...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("func ") {
                    names.append(functionName(body[index...]))
                } else if line.hasPrefix("var ") {
                    names.append(String(line.dropFirst(4).prefix { $0 != ":" }))
                }
            }
            index = body.index(after: index)
        }
        return names
    }

    private static func atLineStart(_ text: Substring, _ index: Substring.Index) -> Bool {
        var cursor = index
        while cursor > text.startIndex {
            cursor = text.index(before: cursor)
            if text[cursor] == "\n" { return true }
            if text[cursor] != " " { return false }
        }
        return true
    }

    private static func functionName(_ declaration: Substring) -> String {
        let afterFunc = declaration.dropFirst(5)
        let base = afterFunc.prefix { $0 != "(" }
        var parameters = afterFunc.dropFirst(base.count + 1)
        var depth = 0
        var current = ""
        var labels: [String] = []
        while let character = parameters.first {
            parameters = parameters.dropFirst()
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                labels.append(label(of: current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { labels.append(label(of: current)) }
        return "\(base)(\(labels.map { "\($0):" }.joined()))"
    }

    private static func label(of parameter: String) -> String {
        let beforeColon = parameter.prefix { $0 != ":" }
        return beforeColon.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    }
}
