extension Callback {
    /// How the adapters decide whether to advertise a callback to UIKit.
    enum Advertising {
        /// When a service that does not decline it adopts its capability.
        case whenAdopted
        /// Always: the adapter implements it whatever the services are.
        case always
        /// A hand-written predicate over the services, named.
        case custom(String)
    }

    /// A row, as the table writes it.
    init(
        id: String, delegate: DelegateProtocol, selector: String, signature: String,
        summary: String, capability: String, doc: [String], concern: Concern, migratesWith appConcern: Concern? = nil,
        rule: MergeRule,
        available: [Availability] = [], replicaDefault: String = "", answer: String? = nil, arguments: String = "",
        serviceSignature: String? = nil, async asyncForm: AsyncForm? = nil, advertising: Advertising = .whenAdopted,
        handWrittenForwarder: Bool = false, handWrittenRecording: Bool = false, backgroundMode: String? = nil,
        sdk: SDKRequirement? = nil
    ) {
        self.id = id
        self.delegate = delegate
        self.selector = selector
        self.signature = Signature(signature)
        self.summary = summary
        self.capability = capability
        self.capabilityDoc = doc
        self.concern = concern
        self.appConcern = appConcern ?? concern
        self.availability = available
        self.rule = rule
        self.asyncForm = asyncForm
        self.replicaDefault = replicaDefault
        self.recordedAnswer = answer
        self.recordedArguments = arguments
        self.serviceSignature = Signature(serviceSignature ?? signature)
        self.advertising = advertising
        self.hasHandWrittenForwarder = handWrittenForwarder
        self.hasHandWrittenRecording = handWrittenRecording
        self.backgroundMode = backgroundMode
        self.sdk = sdk
    }
}

/// A protocol composition kept for convenience: a service that adopts it handles each of its callbacks.
struct CapabilityGroup {
    var name: String
    var members: [String]
    var doc: [String]
    var available: [Availability] = []
}
