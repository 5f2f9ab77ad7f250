/// Which delegate callbacks exist, which delegate receives each, and which services handle it.
///
/// The host advertises a callback to UIKit only when a service handles it, because UIKit changes its
/// behaviour when a delegate method merely exists (a background-mode warning for `performFetch`, the
/// Info.plist overridden for orientations and scene configurations, the fetch variant of remote
/// notifications replacing the plain one). Each concern contributes its rows from the file that
/// dispatches it.
enum DelegateSelectorTable {
    /// The delegate object a callback is sent to.
    enum Delegate: String, Sendable {
        case application = "UIApplicationDelegate"
        case scene = "UISceneDelegate"
        case windowScene = "UIWindowSceneDelegate"
        case notificationCenter = "UNUserNotificationCenterDelegate"
    }

    /// One callback.
    struct Row: Sendable {
        /// The Objective-C selector.
        var selector: String
        /// The delegate that receives it.
        var delegate: Delegate
        /// Whether a set of services makes the host advertise it.
        var isAdvertised: @MainActor @Sendable ([any ApplicationService]) -> Bool
    }

    /// Every callback of the four delegate protocols.
    static let rows: [Row] =
        launchRows + urlOpeningRows + remoteNotificationRows
        + appOrientationRows + appPolicyRows + appStateRestorationRows + appUserActivityRows + appCloudKitShareRows
        + appSceneSessionRows
        + applicationLifecycleRows + statusBarRows + legacyNotificationRows + backgroundWorkRows + quickActionRows
        + extensionRequestRows + intentRows + sceneRows + windowSceneRows + notificationCenterRows

    /// The selectors of `UIApplicationDelegate` callbacks.
    static let applicationSelectors: Set<String> = Set(rows.filter { $0.delegate == .application }.map(\.selector))

    /// The selectors the given services make the host advertise.
    ///
    /// A ``SelectiveService`` counts for a row only if it says it handles that row's selector.
    @MainActor
    static func advertised(by services: [any ApplicationService]) -> Set<String> {
        Set(
            rows.filter { row in
                row.isAdvertised(
                    services.filter { ($0 as? any SelectiveService)?.handlesDelegateSelector(row.selector) ?? true })
            }
            .map(\.selector))
    }

    /// A row advertised when any service adopts `capability`.
    static func row<Capability>(_ selector: String, _ delegate: Delegate, _ capability: Capability.Type) -> Row {
        Row(selector: selector, delegate: delegate) { services in services.contains { $0 is Capability } }
    }

    /// A row advertised whatever the services are.
    static func alwaysAdvertised(_ selector: String, _ delegate: Delegate) -> Row {
        Row(selector: selector, delegate: delegate) { _ in true }
    }
}
