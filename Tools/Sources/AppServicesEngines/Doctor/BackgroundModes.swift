import AppServices

/// The `UIBackgroundModes` values and which of them doctor can trace to code.
enum BackgroundModes {
    /// The values Apple documents for `UIBackgroundModes` on iOS (Information Property List reference),
    /// `newsstand-content` included: deprecated, but still accepted.
    static let known: Set<String> = [
        "audio", "bluetooth-central", "bluetooth-peripheral", "external-accessory", "fetch", "location",
        "nearby-interaction", "network-authentication", "newsstand-content", "processing", "push-to-talk",
        "remote-notification", "voip",
    ]

    /// The modes doctor can tell are needed.
    ///
    /// A delegate callback (from the callback table), adopted by a service or implemented by the app delegate, or
    /// a background task request needs them. Others, such as `audio` or `location`, are used by code doctor does not model, so it never
    /// calls them unused.
    static let traceable: Set<String> =
        Set(DelegateCallback.allCases.compactMap(\.backgroundMode))
        .union(BackgroundTaskRequest.allCases.map(\.backgroundMode))

    /// What would need `mode` and is absent, for a message.
    ///
    /// - Parameter mode: A traceable mode.
    /// - Returns: Such as `no service adopts BackgroundFetchService and the app delegate does not implement
    ///   application(_:performFetchWithCompletionHandler:) and no BGAppRefreshTaskRequest is created`.
    static func absentUsers(of mode: String) -> String {
        let callbacks = DelegateCallback.allCases.filter { $0.backgroundMode == mode }
        let requests = BackgroundTaskRequest.allCases.filter { $0.backgroundMode == mode }.map(\.rawValue)
        let clauses =
            (callbacks.isEmpty
                ? []
                : [
                    "no service adopts " + callbacks.map(\.capabilityName).joined(separator: " or "),
                    "the app delegate does not implement " + callbacks.map(\.swiftName).joined(separator: " or "),
                ])
            + requests.map { "no \($0) is created" }
        return clauses.joined(separator: " and ")
    }
}
