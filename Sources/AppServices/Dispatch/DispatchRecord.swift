#if canImport(UIKit)
import UserNotifications
#else
import UIKitHeadless
#endif

/// What one dispatch did: the callback, the services called in order, and the merged answer.
///
/// ``ServiceHost/observer`` receives one after every callback; the demo prints them.
public struct DispatchRecord: Sendable, Equatable, CustomStringConvertible {
    /// The Objective-C selector of the callback.
    public var selector: String
    /// The type names of the services called, in the order they were called.
    public var services: [String]
    /// The merged answer given to UIKit, described; `nil` for callbacks without one.
    public var merged: String?

    /// The record as `selector → services = merged`.
    public var description: String {
        let called = services.isEmpty ? "(no service)" : services.joined(separator: ", ")
        return "\(selector) → \(called)" + (merged.map { " = \($0)" } ?? "")
    }
}

// Answers as dispatch records describe them.
extension UNNotificationPresentationOptions {
    /// The options by name, as `[banner, sound]`, for dispatch records.
    static func describe(_ options: UNNotificationPresentationOptions) -> String {
        let named: [(UNNotificationPresentationOptions, String)] = [
            (.badge, "badge"), (.sound, "sound"), (.list, "list"), (.banner, "banner"),
        ]
        var rest = options
        var names: [String] = []
        for (option, name) in named where options.contains(option) {
            names.append(name)
            rest.remove(option)
        }
        if !rest.isEmpty { names.append("rawValue \(rest.rawValue)") }
        return "[\(names.joined(separator: ", "))]"
    }
}
