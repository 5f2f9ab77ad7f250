/// One row of the table: a delegate callback and everything the generated layers need to know about it.
struct Callback {
    /// The name of its case in `DelegateCallback`, the typed identifier of the public API.
    var id: String
    /// The delegate protocol that declares it.
    var delegate: DelegateProtocol
    /// The Objective-C selector.
    var selector: String
    /// UIKit's Swift declaration, from `func` to the return type.
    var signature: Signature
    /// The capability's and the host's declaration: UIKit's, except where a service may decline or the
    /// completion handler need not be `@Sendable`.
    var serviceSignature: Signature
    /// When the adapters advertise it.
    var advertising: Advertising
    /// Whether the adapter's method is written by hand (the launch callbacks drive the launch graph).
    var hasHandWrittenForwarder: Bool
    /// Whether `RecordingService`'s method is written by hand (its answer decides what it records).
    var hasHandWrittenRecording: Bool
    /// What the replica's doc comment says it does.
    var summary: String
    /// The capability protocol a service adopts to receive it.
    var capability: String
    /// The capability's doc comment: its summary line, then any discussion.
    var capabilityDoc: [String]
    /// The concern it belongs to: the generated files are split by it.
    var concern: Concern
    /// The concern an app's code for it belongs to: its own, or for a deprecated callback its replacement's,
    /// so that `appservices migrate` groups old and new callbacks of one feature into one service.
    var appConcern: Concern
    /// Availability and deprecation, per platform.
    var availability: [Availability]
    /// How the host merges the services' answers.
    var rule: MergeRule
    /// The `async` refinement of its capability, for completion-handler callbacks.
    var asyncForm: AsyncForm?
    /// What the replica's default implementation does: UIKit's behaviour when the method is absent.
    var replicaDefault: String
    /// What `RecordingService` answers: a member of `RecordingService.Answers`, or nothing.
    var recordedAnswer: String?
    /// How `RecordingService` describes the call's arguments, a Swift expression; empty for none.
    var recordedArguments: String = ""
    /// The `UIBackgroundModes` value UIKit requires of an app whose delegate implements it, such as `fetch`.
    var backgroundMode: String?
    /// What its types need of the SDK, for a callback whose types older SDKs lack; `nil` for the others.
    var sdk: SDKRequirement?

    /// Whether it is deprecated on iOS.
    var isDeprecated: Bool { availability.contains { $0.platform == "iOS" && $0.deprecated != nil } }
    /// Whether iOS 26 or later deprecates it in favour of the scene life cycle, while UIKit still calls it in an
    /// app without scenes.
    var isDeprecatedForScenes: Bool {
        availability.contains { $0.platform == "iOS" && ($0.deprecated.flatMap(Double.init) ?? 0) >= 26 }
    }
    /// Whether tvOS lacks it.
    var isUnavailableOnTVOS: Bool { availability.contains { $0.platform == "tvOS" && $0.isUnavailable } }
    /// Whether the newest SDK the package is checked against (iOS 26.2) lacks it: an adapter's method for it is not
    /// a protocol witness there, so it names its selector itself to reach the Objective-C runtime.
    var isNewerThanCheckedSDK: Bool {
        availability.contains { $0.platform == "iOS" && ($0.introduced.flatMap(Double.init) ?? 0) >= 27 }
    }
    /// Its Swift name, such as `application(_:open:options:)`.
    var swiftName: String { signature.swiftName }
}

/// The four delegate protocols.
enum DelegateProtocol: String, CaseIterable {
    case application = "UIApplicationDelegate"
    case scene = "UISceneDelegate"
    case windowScene = "UIWindowSceneDelegate"
    case notificationCenter = "UNUserNotificationCenterDelegate"

    /// The name of the case in `DelegateCallback.Delegate`.
    var caseName: String {
        switch self {
        case .application: "application"
        case .scene: "scene"
        case .windowScene: "windowScene"
        case .notificationCenter: "notificationCenter"
        }
    }
}

/// A group of callbacks that share a generated file in each layer.
enum Concern: String, CaseIterable {
    case launch = "Launch"
    case applicationLifecycle = "ApplicationLifecycle"
    case urlOpening = "URLOpening"
    case remoteNotifications = "RemoteNotifications"
    case backgroundWork = "BackgroundWork"
    case quickActions = "QuickActions"
    case extensionRequests = "ExtensionRequests"
    case intents = "Intents"
    case interface = "Interface"
    case stateRestoration = "StateRestoration"
    case userActivities = "UserActivities"
    case cloudKitShares = "CloudKitShares"
    case sceneSessions = "SceneSessions"
    case deprecated = "Deprecated"
    case scenes = "Scenes"
    case windowScenes = "WindowScenes"
    case notificationCenter = "NotificationCenter"
}

/// One `@available` attribute.
struct Availability {
    var platform: String
    var introduced: String?
    var deprecated: String?
    var message: String?
    var isUnavailable = false

    static func iOS(_ introduced: String, deprecated: String, _ message: String) -> Availability {
        Availability(platform: "iOS", introduced: introduced, deprecated: deprecated, message: message)
    }

    static func tvOS(_ introduced: String, deprecated: String, _ message: String) -> Availability {
        Availability(platform: "tvOS", introduced: introduced, deprecated: deprecated, message: message)
    }

    static let tvOSUnavailable = Availability(platform: "tvOS", isUnavailable: true)

    /// The attribute as the replica writes it, with the introduction version.
    var attribute: String {
        if isUnavailable { return "@available(\(platform), unavailable)" }
        var parts = [platform]
        if let introduced { parts.append("introduced: \(introduced)") }
        if let deprecated { parts.append("deprecated: \(deprecated)") }
        if let message { parts.append("message: \"\(message)\"") }
        return "@available(\(parts.joined(separator: ", ")))"
    }

    /// The attribute for code that forwards to a deprecated declaration: deprecated as well, so that the
    /// forwarding itself warns nobody.
    var forwardingAttribute: String {
        if isUnavailable { return attribute }
        guard let deprecated else { return "" }
        return "@available(\(platform), deprecated: \(deprecated))"
    }
}

/// The `async` refinement of a completion-handler capability.
struct AsyncForm {
    /// The refining protocol, such as `AsyncRemoteNotificationService`.
    var capability: String
    /// The `async` requirement, from `func` to the return type.
    var signature: Signature
    /// Its doc comment, summary first.
    var doc: [String]
    /// An example for the protocol's doc comment.
    var example: [String]
}

extension Availability {
    /// The attribute for the library's own declarations: deprecated like UIKit's, without an introduction
    /// version (the package's platforms are newer).
    var libraryAttribute: String {
        if isUnavailable { return attribute }
        guard let deprecated else { return "" }
        return "@available(\(platform), deprecated: \(deprecated)" + (message.map { ", message: \"\($0)\"" } ?? "") + ")"
    }
}

extension Callback {
    /// The attributes of the library's declarations for this callback.
    var libraryAttributes: [String] {
        (sdk.map { [$0.attribute] } ?? []) + availability.map(\.libraryAttribute).filter { !$0.isEmpty }
    }
    /// The deprecation attributes of its capability, as ``libraryAttributes`` writes them: what code adopting the
    /// capability carries so that the adoption warns nobody.
    var deprecationAttributes: [String] {
        availability.filter { !$0.isUnavailable }.map(\.libraryAttribute).filter { !$0.isEmpty }
    }
    /// The attributes of code that forwards to them.
    var forwardingAttributes: [String] {
        (sdk.map { [$0.attribute] } ?? []) + availability.map(\.forwardingAttribute).filter { !$0.isEmpty }
    }
    /// The host's declaration: the capability's parameters with UIKit's return type.
    var hostSignature: Signature {
        var host = serviceSignature
        host.returns = signature.returns
        return host
    }
}
