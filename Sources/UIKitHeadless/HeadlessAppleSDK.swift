/// The iOS SDK an app is built with, which decides some of UIKit's rules: built with the iOS 27 SDK, an app
/// that does not adopt the scene life cycle fails to launch (TN3187); built with iOS 26, UIKit warns.
///
/// ```swift
/// let options = HeadlessSystem.Options(sdk: .iOS27)
/// ```
public struct HeadlessAppleSDK: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The SDK's major version, such as 27.
    public var major: Int
    /// The SDK's minor version.
    public var minor: Int

    /// Creates an SDK version.
    ///
    /// - Parameters:
    ///   - major: The major version.
    ///   - minor: The minor version.
    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The iOS 17 SDK.
    public static let iOS17 = HeadlessAppleSDK(major: 17)
    /// The iOS 18 SDK.
    public static let iOS18 = HeadlessAppleSDK(major: 18)
    /// The iOS 26 SDK: UIKit warns about an app without the scene life cycle.
    public static let iOS26 = HeadlessAppleSDK(major: 26)
    /// The iOS 27 SDK: an app without the scene life cycle fails to launch.
    public static let iOS27 = HeadlessAppleSDK(major: 27)

    /// Orders SDKs by version.
    ///
    /// - Parameters:
    ///   - lhs: An SDK.
    ///   - rhs: Another SDK.
    /// - Returns: Whether `lhs` is older.
    public static func < (lhs: HeadlessAppleSDK, rhs: HeadlessAppleSDK) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// The version, such as `iOS 27.0`.
    public var description: String { "iOS \(major).\(minor)" }
}
