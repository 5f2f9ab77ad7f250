public import Foundation

/// One thing the headless system did: a delegate call or a posted notification.
///
/// The system's ``HeadlessSystem/log`` lists them in order, so tests and demos can check that each
/// callback came before its notification, as UIKit documents.
public struct HeadlessLogEntry: Hashable, Sendable, CustomStringConvertible {
    /// Which kind of thing happened.
    public enum Kind: String, Hashable, Sendable {
        /// The application delegate was called.
        case applicationDelegate
        /// A scene delegate was called.
        case sceneDelegate
        /// The notification center's delegate was called.
        case notificationCenterDelegate
        /// A notification was posted.
        case notification
    }

    /// Which kind of thing happened.
    public var kind: Kind
    /// The Objective-C selector of the call, or the notification's name.
    public var name: String

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - kind: Which kind of thing happened.
    ///   - name: The selector or notification name.
    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// An entry for a posted notification.
    ///
    /// - Parameter name: The notification's name.
    /// - Returns: The entry.
    public static func notification(_ name: Notification.Name) -> HeadlessLogEntry {
        HeadlessLogEntry(.notification, name.rawValue)
    }

    /// The entry as `kind name`.
    public var description: String { "\(kind.rawValue) \(name)" }
}
