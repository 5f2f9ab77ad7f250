#if canImport(UIKit)
import UserNotifications
#else
import UIKitHeadless
#endif

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
