/// The Objective-C selectors of every delegate method the replica declares, per protocol, with the Swift
/// name that answers to each.
///
/// The fidelity test holds this table against the SDK's selector list and against the replica's protocol
/// declarations, so a method missing from either side is a failing test.
public enum HeadlessDelegateSelectors {
    /// One delegate method.
    public struct Entry: Hashable, Sendable {
        /// The protocol that declares it.
        public var protocolName: String
        /// Its Objective-C selector, or `window (property)` for the window property.
        public var selector: String
        /// Its Swift name, such as `application(_:open:options:)`.
        public var swiftName: String
    }

    /// Every selector of every protocol, for `responds(to:)` on platforms with an Objective-C runtime.
    public static let all: Set<String> = Set(entries.map(\.selector))

    /// Every delegate method the replica declares.
    public static let entries: [Entry] =
        table("UIApplicationDelegate", applicationDelegate) + table("UISceneDelegate", sceneDelegate)
        + table("UIWindowSceneDelegate", windowSceneDelegate)
        + table("UNUserNotificationCenterDelegate", notificationCenterDelegate)

    private static func table(_ protocolName: String, _ rows: [(String, String)]) -> [Entry] {
        rows.map { Entry(protocolName: protocolName, selector: $0.0, swiftName: $0.1) }
    }
}
