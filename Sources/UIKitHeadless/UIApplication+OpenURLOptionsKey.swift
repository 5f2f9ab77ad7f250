extension UIApplication {
    /// Keys of the options dictionary passed to `application(_:open:options:)`.
    @available(
        iOS, introduced: 9.0, deprecated: 26.0,
        message:
            "Use UIScene lifecycle and equivalent properties on UISceneOpenURLOptions from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
    )
    @available(
        tvOS, introduced: 9.0, deprecated: 26.0,
        message:
            "Use UIScene lifecycle and equivalent properties on UISceneOpenURLOptions from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
    )
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
        @available(
            iOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Use UIScene lifecycle and UISceneOpenURLOptions.sourceApplication from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Use UIScene lifecycle and UISceneOpenURLOptions.sourceApplication from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
        )
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the source app passed.
        @available(
            iOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Use UIScene lifecycle and UISceneOpenURLOptions.annotation from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Use UIScene lifecycle and UISceneOpenURLOptions.annotation from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
        )
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document should be opened in place (`Bool`).
        @available(
            iOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Use UIScene lifecycle and UISceneOpenURLOptions.openInPlace from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Use UIScene lifecycle and UISceneOpenURLOptions.openInPlace from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
        )
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// The event attribution of a tap on an ad.
        @available(
            iOS, introduced: 14.5, deprecated: 26.0,
            message:
                "Use UIScene lifecycle and UISceneOpenURLOptions.eventAttribution from a UIOpenURLContext in UIScene.ConnectionOptions.URLContexts instead."
        )
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
