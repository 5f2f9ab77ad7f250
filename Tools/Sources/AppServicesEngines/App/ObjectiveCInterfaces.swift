import Foundation

/// The classes an app declares in Objective-C (`@interface Name`), looked up by name in its `.h`, `.m` and `.mm`
/// files, which doctor does not parse.
enum ObjectiveCInterfaces {
    /// The suffixes of the Objective-C files below a `--sources` folder.
    static let fileSuffixes = [".h", ".m", ".mm"]

    /// Which of `names` some file declares with `@interface Name` (a class, or a category of it).
    ///
    /// Files are read only while a name is left to find; one that cannot be read is passed over.
    static func declared(among names: Set<String>, in files: [String]) -> Set<String> {
        var left = names
        for file in files where !left.isEmpty {
            guard let text = try? SwiftSources.text(of: file) else { continue }
            left.subtract(interfaces(in: text))
        }
        return names.subtracting(left)
    }

    /// The names following `@interface` in `text`.
    static func interfaces(in text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let range = rest.range(of: "@interface") {
            rest = rest[range.upperBound...]
            let name = rest.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { found.insert(String(name)) }
        }
        return found
    }
}
