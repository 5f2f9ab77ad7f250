import Foundation

/// How much a launch may grow before `report --compare` fails: a share of the base, or a duration.
///
/// Written `10%` (percent of the base's value) or `5ms` (milliseconds, decimals allowed, a space before `ms` too).
package struct RegressionLimit: Hashable, CustomStringConvertible {
    enum Kind: Hashable {
        /// A share of the base value, in percent.
        case percent
        /// An absolute growth, in milliseconds.
        case milliseconds
    }

    var kind: Kind
    /// The percentage or the number of milliseconds.
    var amount: Double

    /// Parses `10%`, `2.5%`, `5ms` or `5 ms`; `nil` for anything else, negative or not finite.
    package init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        let (kind, number): (Kind, Substring)
        if text.hasSuffix("%") {
            (kind, number) = (.percent, text.dropLast())
        } else if text.hasSuffix("ms") {
            (kind, number) = (.milliseconds, text.dropLast(2))
        } else {
            return nil
        }
        guard let amount = Double(number.trimmingCharacters(in: .whitespaces)), amount.isFinite, amount >= 0 else {
            return nil
        }
        self.kind = kind
        self.amount = amount
    }

    /// The limit as written on the command line, such as `10%` or `5 ms`.
    package var description: String {
        let number = Int64(exactly: amount).map(String.init) ?? String(amount)
        return kind == .percent ? "\(number)%" : "\(number) ms"
    }

    /// Whether growing from `base` to `new` nanoseconds exceeds the limit; a percentage of a zero base is exceeded by
    /// any growth.
    func isExceeded(from base: Int64, to new: Int64) -> Bool {
        let growth = Double(new - base)
        switch kind {
        case .percent:
            return base > 0 ? growth * 100 / Double(base) > amount : growth > 0
        case .milliseconds:
            return growth / 1_000_000 > amount
        }
    }
}
