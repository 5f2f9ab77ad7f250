extension DelegateCallback {
    /// The delegate protocol that declares a callback.
    public enum Delegate: String, Sendable, CaseIterable {
        /// `UIApplicationDelegate`.
        case application = "UIApplicationDelegate"
        /// `UISceneDelegate`.
        case scene = "UISceneDelegate"
        /// `UIWindowSceneDelegate`.
        case windowScene = "UIWindowSceneDelegate"
        /// `UNUserNotificationCenterDelegate`.
        case notificationCenter = "UNUserNotificationCenterDelegate"
    }

    /// What the callback table says of one callback.
    struct Info {
        var delegate: Delegate
        var swiftName: String
        var capability: String
        var isDeprecated: Bool
        var isAvailableOnTVOS: Bool
        var rule: String
        var concern: String
        var asyncForm: (capability: String, swiftName: String)?
        var parameterTypes: [String]
        var backgroundMode: String?
        var deprecations: [String]

        init(
            _ delegate: Delegate, _ swiftName: String, _ capability: String, deprecated: Bool, tvOS: Bool,
            rule: String, concern: String, asyncForm: (capability: String, swiftName: String)?,
            parameterTypes: [String], backgroundMode: String? = nil, deprecations: [String] = []
        ) {
            self.delegate = delegate
            self.swiftName = swiftName
            self.capability = capability
            self.isDeprecated = deprecated
            self.isAvailableOnTVOS = tvOS
            self.rule = rule
            self.concern = concern
            self.asyncForm = asyncForm
            self.parameterTypes = parameterTypes
            self.backgroundMode = backgroundMode
            self.deprecations = deprecations
        }
    }

    /// The callback's Objective-C selector, as UIKit's `responds(to:)` asks for it.
    public var selector: String { rawValue }

    /// The delegate protocol that declares it.
    public var delegate: Delegate { info.delegate }

    /// Its Swift name, such as `application(_:open:options:)`.
    public var swiftName: String { info.swiftName }

    /// The capability protocol a service adopts to receive it, such as `URLOpeningService`.
    public var capabilityName: String { info.capability }

    /// The concern an app's code for it belongs to, such as `RemoteNotifications` or `BackgroundWork`; a
    /// deprecated callback belongs to the concern of the callback that replaces it.
    ///
    /// `appservices migrate` groups an app delegate's methods into one service per concern.
    public var concern: String { info.concern }

    /// The Swift name of its `async` form, such as `userNotificationCenter(_:willPresent:) async`, for a
    /// callback with a completion handler that has one; otherwise `nil`.
    public var asyncSwiftName: String? { info.asyncForm?.swiftName }

    /// The capability protocol a service adopts to write it in its `async` form, such as
    /// `AsyncNotificationPresentationService`; `nil` when it has none.
    public var asyncCapabilityName: String? { info.asyncForm?.capability }

    /// The parameter types of the capability's requirement, such as `@escaping () -> Void`; they differ from
    /// UIKit's only where the library asks less, such as a completion handler that need not be `@Sendable`.
    public var capabilityParameterTypes: [String] { info.parameterTypes }

    /// The `@available` attributes that deprecate its capability protocol (and its `async` refinement), such as
    /// `@available(iOS, deprecated: 26.0, message: "…")`, written as the protocol's declaration writes them; empty
    /// when the capability is not deprecated.
    ///
    /// `appservices migrate` adopts a deprecated capability in an extension carrying them, so that the adoption
    /// itself warns nobody.
    ///
    /// ```swift
    /// DelegateCallback.performFetch.capabilityDeprecations.first
    /// // "@available(iOS, deprecated: 13.0, message: \"Use a BGAppRefreshTask\")"
    /// ```
    @_spi(AppServicesTools)
    public var capabilityDeprecations: [String] { info.deprecations }

    /// Whether the iOS SDK deprecates it.
    var isDeprecated: Bool { info.isDeprecated }

    /// Whether tvOS has it.
    var isAvailableOnTVOS: Bool { info.isAvailableOnTVOS }

    /// The name of its merge rule, such as `broadcast` or `all must allow`.
    var mergeRule: String { info.rule }

    /// The `UIBackgroundModes` value UIKit requires once the app delegate implements this callback, or `nil`.
    ///
    /// UIKit checks two at launch and logs a warning when the mode is missing from Info.plist:
    /// ``performFetch`` needs `fetch` and ``didReceiveRemoteNotificationWithFetch`` needs
    /// `remote-notification`. A background URL session needs no mode.
    ///
    /// ```swift
    /// DelegateCallback.performFetch.backgroundMode  // "fetch"
    /// ```
    public var backgroundMode: String? { info.backgroundMode }

    /// The callbacks of one delegate protocol.
    ///
    /// - Parameter delegates: The protocols.
    /// - Returns: Their callbacks' selectors.
    static func selectors(of delegates: Set<Delegate>) -> Set<String> {
        Set(allCases.filter { delegates.contains($0.delegate) }.map(\.selector))
    }
}

extension DelegateCallback {
    /// The selectors of the `UIApplicationDelegate` callbacks.
    static let applicationSelectors = selectors(of: [.application])
    /// The selectors of the `UISceneDelegate` and `UIWindowSceneDelegate` callbacks.
    static let sceneSelectors = selectors(of: [.scene, .windowScene])
    /// The selectors of the `UNUserNotificationCenterDelegate` callbacks.
    static let notificationCenterSelectors = selectors(of: [.notificationCenter])
}
