import Foundation

/// The rule tables of the "Merge rules" article, written between its generated-section markers.
enum ArticleEmitter {
    static let path = "Sources/AppServices/AppServices.docc/MergeRules.md"
    static let begin = "<!-- Generated from the callback table (CodeGeneration): do not edit by hand. -->"
    static let end = "<!-- End of the generated tables. -->"

    /// The article with its tables replaced.
    static func article(_ callbacks: [Callback], replacingIn text: String) -> String {
        guard let start = text.range(of: begin), let stop = text.range(of: end) else {
            fatalError("\(path) lacks the generated-section markers")
        }
        return String(text[..<start.upperBound]) + "\n" + tables(callbacks) + String(text[stop.lowerBound...])
    }

    private static func tables(_ callbacks: [Callback]) -> String {
        var lines: [String] = []
        for delegate in DelegateProtocol.allCases {
            lines += ["", "### \(delegate.rawValue)", "", "| Callback | Capability | Rule |", "|---|---|---|"]
            for row in callbacks where row.delegate == delegate {
                var notes: [String] = []
                if row.isDeprecated { notes.append("deprecated") }
                if row.isUnavailableOnTVOS { notes.append("not on tvOS") }
                if let sdk = row.sdk { notes.append("\(sdk.name) or later") }
                let name = "`\(row.selector)`" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
                var capability = "``\(row.capability)``"
                if let asyncForm = row.asyncForm { capability += ", ``\(asyncForm.capability)``" }
                lines.append("| \(name) | \(capability) | \(row.rule.article) |")
            }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }
}
