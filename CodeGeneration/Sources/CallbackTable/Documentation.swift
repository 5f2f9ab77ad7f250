import Foundation

/// Doc-comment text the generated declarations share.
enum Documentation {
    /// What a parameter is, by its name; the table's signatures use UIKit's parameter names.
    static let parameters: [String: String] = [
        "application": "The app.", "app": "The app.", "launchOptions": "Why the app was launched, or `nil`.",
        "url": "The URL.", "options": "The options UIKit passes with it.",
        "sourceApplication": "The bundle identifier of the app that asked, if known.",
        "annotation": "The property list the other app passed.", "deviceToken": "The APNs device token.",
        "error": "Why it failed.", "userInfo": "The payload.", "notificationSettings": "The settings the user allowed.",
        "notification": "The notification.", "identifier": "The identifier.",
        "responseInfo": "The user's text response.", "completionHandler": "Call once, when done, with the answer.",
        "reply": "Call once with the reply.", "shortcutItem": "The quick action the user chose.",
        "intent": "The intent.", "window": "The window, or `nil`.",
        "extensionPointIdentifier": "The type of extension.",
        "identifierComponents": "The restoration identifiers of the view controller and its parents.",
        "coder": "The coder.", "userActivityType": "The activity's type.", "userActivity": "The activity.",
        "restorationHandler": "Call with the objects that restore the activity's state.",
        "cloudKitShareMetadata": "The share's metadata.", "connectingSceneSession": "The new scene's session.",
        "sceneSessions": "The discarded sessions.", "newStatusBarOrientation": "The new orientation.",
        "duration": "How long the rotation takes.", "oldStatusBarOrientation": "The previous orientation.",
        "newStatusBarFrame": "The new frame.", "oldStatusBarFrame": "The previous frame.", "scene": "The scene.",
        "session": "The scene's session.", "connectionOptions": "Why the scene connects.",
        "URLContexts": "The URLs and their options.", "stateRestorationActivity": "The activity to restore from.",
        "windowScene": "The window scene.", "previousCoordinateSpace": "The coordinate space before the change.",
        "previousInterfaceOrientation": "The orientation before the change.",
        "previousTraitCollection": "The traits before the change.", "center": "The notification center.",
        "response": "What the user did.", "previousEffectiveGeometry": "The geometry before the change.",
    ]

    /// The `- Parameters:` (or `- Parameter`) and `- Returns:` lines of a declaration.
    static func parametersAndReturns(_ signature: Signature, returns: String? = nil) -> [String] {
        var lines: [String] = []
        let parameters = signature.parameters
        if parameters.count == 1, let only = parameters.first {
            lines.append("- Parameter \(only.name): \(describe(only))")
        } else if !parameters.isEmpty {
            lines.append("- Parameters:")
            lines += parameters.map { "  - \($0.name): \(describe($0))" }
        }
        if signature.returns != nil { lines.append("- Returns: \(returns ?? "The answer.")") }
        return lines
    }

    private static func describe(_ parameter: Signature.Parameter) -> String {
        guard let text = parameters[parameter.name] else { fatalError("no description for parameter \(parameter.name)") }
        return text
    }

    /// A summary addressed to a service instead of the delegate.
    static func forService(_ summary: String) -> String {
        summary.replacingOccurrences(of: "the delegate", with: "the service")
    }
}

extension Documentation {
    /// `text` broken into lines of at most `width` characters, at spaces.
    static func wrap(_ text: String, width: Int = 100) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
