/// The identifier of a background task started with `UIApplication.beginBackgroundTask`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The identifier the system returns when it cannot start a background task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
