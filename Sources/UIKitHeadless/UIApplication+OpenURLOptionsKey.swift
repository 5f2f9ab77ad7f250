extension UIApplication {
    /// Keys of the options dictionary passed to `application(_:open:options:)`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String

        /// Creates a key from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The bundle identifier of the app that asked to open the URL (`String`).
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the source app passed.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document should be opened in place (`Bool`).
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// The event attribution of a tap on an ad.
        @available(tvOS, unavailable)
        public static let eventAttribution = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// Keys of the options dictionary passed to `UIApplication.open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String

        /// Creates a key from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open the URL only if it is a universal link with an app to handle it (`Bool`).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// The event attribution of a tap on an ad.
        @available(tvOS, unavailable)
        public static let eventAttribution = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// Identifiers of app extension types an app may disallow.
    public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
        /// The identifier's string.
        public var rawValue: String

        /// Creates an identifier from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Custom keyboards.
        public static let keyboard = ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
    }
}
