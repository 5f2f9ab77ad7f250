/// One thing UIKit did while the probe recorded: a delegate call, a posted notification, or a
/// `responds(to:)` question.
public struct ProbeEvent: Codable, Sendable, Equatable {
    /// Which kind of thing happened.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// UIKit called the application delegate.
        case applicationDelegate
        /// UIKit called a scene delegate.
        case sceneDelegate
        /// UIKit called the notification center's delegate.
        case notificationCenterDelegate
        /// UIKit posted a notification.
        case notification
        /// UIKit asked a delegate `responds(to:)`; ``ProbeEvent/receiver`` says which delegate.
        case respondsTo
        /// UIKit asked a delegate's class `instancesRespond(to:)`; ``ProbeEvent/receiver`` says which class.
        case instancesRespondTo
    }

    /// Which kind of thing happened.
    public var kind: Kind
    /// The Objective-C selector called or asked about, or the notification's name.
    public var name: String
    /// For a question, who was asked: `applicationDelegate` or `sceneDelegate`.
    public var receiver: String?
    /// `UIApplication.shared.applicationState` at that moment: `active`, `inactive` or `background`.
    public var applicationState: String
    /// The session role of the scene the event concerns (`UIWindowSceneSessionRoleApplication`, …), if any.
    public var sceneRole: String?
    /// Every connected scene's role and activation state at that moment, such as
    /// `UIWindowSceneSessionRoleApplication foregroundActive`.
    public var connectedScenes: [String]
    /// What the call carried, such as the connection options' `urlContexts`, `shortcutItem`,
    /// `notificationResponse` and `userActivities`, or `launchOptions`.
    public var details: [String: String]

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - kind: Which kind of thing happened.
    ///   - name: The selector or notification name.
    ///   - receiver: Who was asked, for a question.
    ///   - applicationState: The application's state then.
    ///   - sceneRole: The role of the scene concerned.
    ///   - connectedScenes: Each connected scene's role and activation state.
    ///   - details: What the call carried.
    public init(
        _ kind: Kind, _ name: String, receiver: String? = nil, applicationState: String, sceneRole: String? = nil,
        connectedScenes: [String] = [], details: [String: String] = [:]
    ) {
        self.kind = kind
        self.name = name
        self.receiver = receiver
        self.applicationState = applicationState
        self.sceneRole = sceneRole
        self.connectedScenes = connectedScenes
        self.details = details
    }

    /// Whether this event is `kind` named `name`.
    ///
    /// - Parameters:
    ///   - kind: The kind to match.
    ///   - name: The selector or notification name to match.
    ///   - receiver: For a question, who must have been asked; `nil` matches anyone.
    /// - Returns: `true` when all given parts match.
    public func matches(_ kind: Kind, _ name: String, receiver: String? = nil) -> Bool {
        self.kind == kind && self.name == name && (receiver == nil || self.receiver == receiver)
    }
}
