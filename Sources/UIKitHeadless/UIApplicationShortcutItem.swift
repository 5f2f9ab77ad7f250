public import Foundation

/// A Home Screen quick action, as the replica of `UIApplicationShortcutItem` (iOS 9.0, unavailable on tvOS).
@available(tvOS, unavailable)
@MainActor
open class UIApplicationShortcutItem: NSObject {
    /// The app-defined type that identifies the action.
    open private(set) var type: String
    /// The title shown on the Home Screen.
    open private(set) var localizedTitle: String
    /// The subtitle shown under the title.
    open private(set) var localizedSubtitle: String?
    /// The icon shown beside the title.
    open private(set) var icon: UIApplicationShortcutIcon?
    /// App-defined information.
    open private(set) var userInfo: [String: any NSSecureCoding]?
    /// The identifier of the content the action targets.
    open var targetContentIdentifier: Any?

    /// Creates a quick action.
    ///
    /// - Parameters:
    ///   - type: The app-defined type.
    ///   - localizedTitle: The title.
    ///   - localizedSubtitle: The subtitle.
    ///   - icon: The icon.
    ///   - userInfo: App-defined information.
    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String?,
        icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// Creates a quick action with a type and a title only.
    ///
    /// - Parameters:
    ///   - type: The app-defined type.
    ///   - localizedTitle: The title.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// The icon of a quick action, as the replica of `UIApplicationShortcutIcon`.
@available(tvOS, unavailable)
@MainActor
open class UIApplicationShortcutIcon: NSObject {
    /// The system icon types (`UIApplicationShortcutIconType`, raw values 0 to 28 as in the header).
    public enum IconType: Int, Sendable {
        /// Compose.
        case compose = 0
        /// Play.
        case play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love
        /// Cloud.
        case cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task
        /// Task completed.
        case taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// Creates a system icon.
    ///
    /// - Parameter type: The icon type.
    public init(type: IconType) {
        super.init()
    }

    /// Creates an icon from an image in the app's bundle.
    ///
    /// - Parameter templateImageName: The image's name.
    public init(templateImageName: String) {
        super.init()
    }

    /// Creates an icon from an SF Symbol.
    ///
    /// - Parameter systemImageName: The symbol's name.
    public init(systemImageName: String) {
        super.init()
    }
}
