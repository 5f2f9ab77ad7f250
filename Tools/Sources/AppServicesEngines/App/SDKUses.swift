/// What doctor learns from the sources about the SDKs that reach into the app delegate: which are imported and
/// configured, and where; the launch tasks that configure them or register for remote notifications; and the
/// manual calls an app makes with swizzling off.
struct SDKUses {
    /// Where a configure call runs when it runs while the app delegate is being created.
    enum CreationContext: Equatable {
        /// An initializer of the type.
        case initializer(type: String)
        /// The `services` or `registrationPlan` getter of the type.
        case getter(String, type: String?)

        /// The type whose initializer or getter it is.
        var type: String? {
            switch self {
            case .initializer(let type): type
            case .getter(_, let type): type
            }
        }
    }

    /// An SDK's configure call.
    struct Configuration {
        var sdk: ThirdPartySDK
        var location: SourceLine
        /// The initializer or getter the call is written in, when it is in one and not in a launch task.
        var creationContext: CreationContext?
    }

    /// A `LaunchTask(…)` call.
    struct LaunchTaskUse {
        /// Its identifier, when written as a string literal.
        var id: String?
        /// The identifiers of `dependsOn:` written as string literals.
        var dependencies: [String]
        /// Whether it runs inline before `application(_:willFinishLaunchingWithOptions:)` returns
        /// (`phase: .willFinishLaunching, executor: .mainActor`), so before every task of a later phase.
        var runsInlineBeforeLaunchEnds: Bool
        var location: SourceLine
        var configures: [ThirdPartySDK] = []
        var registersForPush = false
    }

    /// A manual call an app makes with Firebase's proxy off.
    enum ManualCall: Hashable {
        /// `Messaging.messaging().apnsToken = …` or its `setAPNSToken(_:type:)`.
        case messagingToken
        /// `Auth.auth().setAPNSToken(_:type:)`.
        case authToken
        /// `Auth.auth().canHandleNotification(_:)`.
        case authNotification
        /// `Auth.auth().canHandle(_:)`.
        case authURL
    }

    /// The first line of each import of a module, by module.
    var imports: [String: SourceLine] = [:]
    /// The configure calls, in file and line order.
    var configurations: [Configuration] = []
    /// The launch tasks, in file and line order.
    var launchTasks: [LaunchTaskUse] = []
    /// The `@UIApplicationDelegateAdaptor` properties: the delegate type and the attribute's line.
    var delegateAdaptors: [(type: String, location: SourceLine)] = []
    /// The first line of each manual call.
    var manualCalls: [ManualCall: SourceLine] = [:]
    /// The first line that names `Messaging`, Firebase Cloud Messaging's entry point.
    var messagingReference: SourceLine?
    /// The first line that names `PhoneAuthProvider`, Firebase's phone sign-in.
    var phoneSignIn: SourceLine?
    /// Whether a `keptCallbacks` lists `.didRegisterForRemoteNotifications`.
    var keepsTokenCallback = false
    /// Whether the sources set Airship's `isAutomaticSetupEnabled` to `false`.
    var airshipAutomaticSetupOff = false

    /// The SDKs imported or configured.
    var present: Set<ThirdPartySDK> {
        Set(imports.keys.compactMap(ThirdPartySDK.importing)).union(configurations.map(\.sdk))
    }

    /// Where Firebase Cloud Messaging shows: its import, or else the first line naming `Messaging`.
    var messaging: SourceLine? { imports["FirebaseMessaging"] ?? messagingReference }
}
