import Foundation

/// A Swift method declaration, parsed from the table's text into its parts.
struct Signature {
    /// One parameter.
    struct Parameter {
        /// The argument label, `_` for none.
        var label: String
        /// The parameter's name inside the body.
        var name: String
        /// Its type, attributes included.
        var type: String

        /// Whether it is a completion handler.
        var isCompletion: Bool { type.hasPrefix("@escaping") }

        /// The value a completion handler takes: `Bool` for `(Bool) -> Void`, `()` for `() -> Void`.
        var completionValue: String {
            guard let open = type.firstIndex(of: "("), let arrow = type.range(of: ") -> Void") else { return "()" }
            let inner = String(type[type.index(after: open)..<arrow.lowerBound])
            return inner.isEmpty ? "()" : inner
        }

        /// `label name: type`, or `name: type` when both are the same.
        var declaration: String {
            label == name ? "\(name): \(type)" : "\(label) \(name): \(type)"
        }
    }

    /// The declaration as the table writes it.
    var source: String
    var name: String
    var parameters: [Parameter]
    /// The return type, `nil` for `Void`.
    var returns: String?
    var isAsync = false

    /// Parses `func name(label name: Type, …) [async] [-> Result]`.
    init(_ text: String) {
        source = text
        var rest = Substring(text)
        if rest.hasPrefix("func ") { rest = rest.dropFirst(5) }
        guard let open = rest.firstIndex(of: "(") else { fatalError("no parameter list in \(text)") }
        name = String(rest[..<open])
        var depth = 0
        var close = open
        for index in rest.indices[open...] {
            if "([<".contains(rest[index]) { depth += 1 }
            if ")]>".contains(rest[index]), rest[rest.index(before: index)] != "-" { depth -= 1 }
            if depth == 0 {
                close = index
                break
            }
        }
        let list = rest[rest.index(after: open)..<close]
        parameters = Self.split(list).map(Self.parameter)
        var tail = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        if tail.hasPrefix("async") {
            isAsync = true
            tail = String(tail.dropFirst(5)).trimmingCharacters(in: .whitespaces)
        }
        returns = tail.hasPrefix("->") ? String(tail.dropFirst(2)).trimmingCharacters(in: .whitespaces) : nil
    }

    /// `application(_:open:options:)`.
    var swiftName: String {
        "\(name)(" + parameters.map { "\($0.label):" }.joined() + ")"
    }

    /// The completion handler, if the last parameter is one.
    var completion: Parameter? { parameters.last.flatMap { $0.isCompletion ? $0 : nil } }

    /// The parameters before the completion handler.
    var valueParameters: [Parameter] { completion == nil ? parameters : Array(parameters.dropLast()) }

    /// A call of this method with its own parameter names as arguments, replacing any named in `replacing`.
    func call(on receiver: String, replacing: [String: String] = [:], dropping dropped: String? = nil) -> String {
        let arguments = parameters.filter { $0.name != dropped }.map { parameter in
            let value = replacing[parameter.name] ?? parameter.name
            return parameter.label == "_" ? value : "\(parameter.label): \(value)"
        }
        let prefix = receiver.isEmpty ? "" : "\(receiver)."
        return "\(prefix)\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// The declaration's lines, wrapped one parameter a line when it is long.
    func declaration(_ modifiers: String, width: Int = 116) -> [String] {
        let head = modifiers.isEmpty ? "func \(name)(" : "\(modifiers) func \(name)("
        let tail = ")" + (isAsync ? " async" : "") + (returns.map { " -> \($0)" } ?? "")
        let oneLine = head + parameters.map(\.declaration).joined(separator: ", ") + tail
        if oneLine.count <= width { return [oneLine] }
        return [head] + parameters.enumerated().map { index, parameter in
            "    " + parameter.declaration + (index < parameters.count - 1 ? "," : "")
        } + [tail]
    }

    private static func split(_ list: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = list.startIndex
        for index in list.indices {
            let character = list[index]
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), index == list.startIndex || list[list.index(before: index)] != "-" {
                depth -= 1
            }
            if character == ",", depth == 0 {
                parts.append(list[start..<index])
                start = list.index(after: index)
            }
        }
        if !list[start...].trimmingCharacters(in: .whitespaces).isEmpty { parts.append(list[start...]) }
        return parts
    }

    private static func parameter(_ text: Substring) -> Parameter {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let colon = trimmed.firstIndex(of: ":") else { fatalError("no type in parameter \(trimmed)") }
        let names = trimmed[..<colon].split(separator: " ").map(String.init)
        let type = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return Parameter(label: names[0], name: names.count > 1 ? names[1] : names[0], type: type)
    }
}
