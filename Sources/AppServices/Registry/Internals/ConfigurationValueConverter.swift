import Foundation

/// Converts what `PropertyListSerialization` parsed into a value tree in one pass, collecting every value no manifest
/// may hold (a date, data, an integer beyond 64 bits, an infinite or NaN real) with its key path.
///
/// Booleans are told from numbers by their type (`Bool`, or an `NSNumber` of type code `c`).
/// swift-corelibs-foundation parses into native Swift values and `NSNumber`s; Apple's Foundation into
/// bridged `NS` objects, which take the same casts. The recursion is bounded: the bytes were checked
/// against ``ManifestLimits/maximumDepth`` before they were parsed, and the converter checks again.
struct ConfigurationValueConverter {
    private var path: [ManifestPathComponent] = []
    private(set) var problems: [ManifestValueProblem] = []

    /// Converts the parsed property list `object`, with ``ManifestValueProblem/placeholder`` for each bad value,
    /// and the problems.
    static func convert(_ object: Any) -> (value: ConfigurationValue, problems: [ManifestValueProblem]) {
        var converter = ConfigurationValueConverter()
        let value = converter.convert(object)
        return (value, converter.problems)
    }

    private mutating func convert(_ object: Any) -> ConfigurationValue {
        switch object {
        case let string as String:
            return .string(string)
        case let array as [Any]:
            guard enterContainer() else { return ManifestValueProblem.placeholder }
            var elements: [ConfigurationValue] = []
            elements.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                path.append(.index(index))
                elements.append(convert(element))
                path.removeLast()
            }
            return .array(elements)
        case let dictionary as [String: Any]:
            guard enterContainer() else { return ManifestValueProblem.placeholder }
            var values: [String: ConfigurationValue] = [:]
            values.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                path.append(.key(key))
                values[key] = convert(element)
                path.removeLast()
            }
            return .dictionary(values)
        case let boolean as Bool where Swift.type(of: object) == Bool.self:
            return .boolean(boolean)
        case let number as NSNumber:
            return scalar(number)
        case is Date:
            return unsupported("a date")
        case is Data:
            return unsupported("data")
        default:
            return unsupported("\(Swift.type(of: object))")
        }
    }

    private mutating func enterContainer() -> Bool {
        guard path.count >= ManifestLimits.maximumDepth else { return true }
        problems.append(ManifestValueProblem(code: .limitExceeded, path: path, detail: ManifestLimits.tooDeep))
        return false
    }

    private mutating func scalar(_ number: NSNumber) -> ConfigurationValue {
        switch String(cString: number.objCType) {
        case "c", "B":
            return .boolean(number.boolValue)
        case "f", "d":
            guard number.doubleValue.isFinite else {
                return outOfRange("the number \(number.doubleValue) is out of range; numbers must be finite doubles")
            }
            return .number(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            guard let integer = Int(exactly: number.uint64Value) else {
                return outOfRange(
                    "the integer \(number.uint64Value) is out of range; integers must fit in 64 bits "
                        + "(\(Int.min)…\(Int.max))")
            }
            return .integer(integer)
        default:
            return .integer(number.intValue)
        }
    }

    private mutating func unsupported(_ found: String) -> ConfigurationValue {
        problems.append(
            ManifestValueProblem(
                code: .wrongType, path: path,
                detail: "expected a string, number, boolean, array or dictionary, found \(found)"))
        return ManifestValueProblem.placeholder
    }

    private mutating func outOfRange(_ detail: String) -> ConfigurationValue {
        problems.append(ManifestValueProblem(code: .outOfRange, path: path, detail: detail))
        return ManifestValueProblem.placeholder
    }
}
