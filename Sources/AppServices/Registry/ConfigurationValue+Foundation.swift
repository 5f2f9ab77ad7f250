import Foundation

extension ConfigurationValue {
    /// Converts what `JSONSerialization` or `PropertyListSerialization` parsed into a value tree, or `nil`
    /// when it holds something no configuration value can be, such as `null`.
    ///
    /// Decoding through `Codable` has to discover each value's type by trying one after another, and every
    /// miss throws; this walks the parsed objects once. Booleans are told from numbers by their type:
    /// `Bool` from property lists, a boolean `NSNumber` (type code `c`) from JSON. swift-corelibs-foundation
    /// parses into native Swift values, checked by their exact type; Apple's Foundation parses into bridged
    /// `NS` objects, which take the casts below.
    ///
    /// - Parameter object: A parsed string, number, boolean, array or dictionary.
    init?(parsed object: Any) {
        let exactType = Swift.type(of: object)
        if exactType == String.self {
            self = .string(object as! String)
        } else if exactType == [String: Any].self {
            guard let values = Self.dictionary(object as! [String: Any]) else { return nil }
            self = .dictionary(values)
        } else if exactType == [Any].self {
            guard let elements = Self.array(object as! [Any]) else { return nil }
            self = .array(elements)
        } else if exactType == NSNumber.self {
            self = Self.scalar(unsafeDowncast(object as AnyObject, to: NSNumber.self))
        } else {
            self.init(bridged: object)
        }
    }

    private init?(bridged object: Any) {
        switch object {
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            guard let elements = Self.array(array) else { return nil }
            self = .array(elements)
        case let dictionary as [String: Any]:
            guard let values = Self.dictionary(dictionary) else { return nil }
            self = .dictionary(values)
        case let boolean as Bool where Swift.type(of: object) == Bool.self:
            self = .boolean(boolean)
        case let number as NSNumber:
            self = Self.scalar(number)
        default:
            return nil
        }
    }

    private static func array(_ array: [Any]) -> [ConfigurationValue]? {
        var elements: [ConfigurationValue] = []
        elements.reserveCapacity(array.count)
        for element in array {
            guard let value = ConfigurationValue(parsed: element) else { return nil }
            elements.append(value)
        }
        return elements
    }

    private static func dictionary(_ dictionary: [String: Any]) -> [String: ConfigurationValue]? {
        var values: [String: ConfigurationValue] = [:]
        values.reserveCapacity(dictionary.count)
        for (key, element) in dictionary {
            guard let value = ConfigurationValue(parsed: element) else { return nil }
            values[key] = value
        }
        return values
    }

    private static func scalar(_ number: NSNumber) -> ConfigurationValue {
        switch String(cString: number.objCType) {
        case "c", "B": .boolean(number.boolValue)
        case "f", "d": .number(number.doubleValue)
        default: .integer(number.intValue)
        }
    }
}
