/// The rules the callback table keeps, checked before anything is generated; each problem names its row.
enum TableRules {
    /// Every broken rule, empty for a sound table.
    ///
    /// - Parameters:
    ///   - callbacks: The rows.
    ///   - groups: The capability compositions.
    ///   - ordinals: The register of ordinals.
    /// - Returns: One sentence per broken rule, naming its row.
    static func problems(_ callbacks: [Callback], groups: [CapabilityGroup], ordinals: [String]) -> [String] {
        unique(callbacks, groups: groups) + register(callbacks, ordinals: ordinals)
            + callbacks.flatMap { row in
                (selector(row) + availability(row) + completion(row) + row.snippets.flatMap(\.problems))
                    .map { "\(row.id): \($0)" }
            }
            + groups.flatMap { membership($0, callbacks) }
    }

    /// Identifiers, selectors, capability names (refinements and compositions included) and custom rules'
    /// functions are each used once.
    static func unique(_ callbacks: [Callback], groups: [CapabilityGroup]) -> [String] {
        let names =
            callbacks.flatMap { [$0.capability] + ($0.asyncForm.map { [$0.capability] } ?? []) }
            + groups.map(\.name)
        let functions = callbacks.compactMap { row -> String? in
            if case .custom(let function, _) = row.rule { function } else { nil }
        }
        return duplicates(callbacks.map(\.id), "identifier") + duplicates(callbacks.map(\.selector), "selector")
            + duplicates(names, "capability") + duplicates(functions, "custom rule's function")
    }

    /// The register names each row once and nothing else.
    static func register(_ callbacks: [Callback], ordinals: [String]) -> [String] {
        let ids = Set(callbacks.map(\.id))
        return duplicates(ordinals, "register of ordinals' entry")
            + callbacks.filter { !ordinals.contains($0.id) }.map { "\($0.id) is missing from the register of ordinals" }
            + ordinals.filter { !ids.contains($0) }.map { "the register of ordinals names \($0), which no row has" }
    }

    /// An Objective-C selector has one colon per parameter, and the signature's Swift name is the one swift-syntax
    /// reads.
    static func selector(_ row: Callback) -> [String] {
        var problems: [String] = []
        let colons = row.selector.filter { $0 == ":" }.count
        if colons != row.signature.parameters.count {
            problems.append(
                "selector \(row.selector) has \(colons) colons for \(row.signature.parameters.count) parameters")
        }
        let parsed = SwiftSnippet(field: "signature", kind: .function, text: row.signature.source).functionName
        if let parsed, parsed != row.swiftName {
            problems.append("signature reads as \(parsed) to swift-syntax but as \(row.swiftName) to the generator")
        }
        return problems
    }

    /// One attribute per platform, iOS or tvOS; a deprecation after the introduction; nothing else on an
    /// unavailable platform; an SDK requirement only on a callback tvOS has (the adoption checks guard one or the
    /// other).
    static func availability(_ row: Callback) -> [String] {
        var problems = duplicates(row.availability.map(\.platform), "availability platform")
        if row.sdk != nil, row.isUnavailableOnTVOS {
            problems.append("needs an SDK and is unavailable on tvOS, which the generated adoption checks do not combine")
        }
        for attribute in row.availability {
            let platform = attribute.platform
            if !["iOS", "tvOS"].contains(platform) { problems.append("availability names the platform \(platform)") }
            if attribute.isUnavailable, attribute.introduced != nil || attribute.deprecated != nil {
                problems.append("\(platform) is unavailable yet has versions")
            }
            if let introduced = attribute.introduced.flatMap(Version.init),
                let deprecated = attribute.deprecated.flatMap(Version.init), deprecated < introduced
            {
                problems.append("\(platform) deprecates it (\(deprecated)) before introducing it (\(introduced))")
            }
        }
        return problems
    }

    /// A completion-handler rule or `async` form only for a callback with a completion handler.
    static func completion(_ row: Callback) -> [String] {
        guard row.serviceSignature.completion == nil else { return [] }
        var problems: [String] = []
        if case .aggregate = row.rule { problems.append("aggregates completions but has no completion handler") }
        if row.asyncForm != nil { problems.append("has an async form but no completion handler") }
        return problems
    }

    /// A composition's members are capabilities of the table.
    static func membership(_ group: CapabilityGroup, _ callbacks: [Callback]) -> [String] {
        let capabilities = Set(callbacks.map(\.capability))
        return group.members.filter { !capabilities.contains($0) }.map {
            "group \(group.name) names \($0), which no row has as its capability"
        }
    }

    private static func duplicates(_ values: [String], _ what: String) -> [String] {
        var seen: Set<String> = []
        var reported: Set<String> = []
        return values.compactMap { value in
            if seen.insert(value).inserted || !reported.insert(value).inserted { return nil }
            return "the \(what) \(value) is used more than once"
        }
    }
}

/// A dotted version such as `13.2`, compared part by part.
struct Version: Comparable, CustomStringConvertible {
    var parts: [Int]

    init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        self.parts = parts.compactMap { $0 }
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        for (left, right) in zip(lhs.parts, rhs.parts) where left != right { return left < right }
        return lhs.parts.count < rhs.parts.count
    }

    var description: String { parts.map(String.init).joined(separator: ".") }
}
