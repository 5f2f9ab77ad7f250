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

    /// What code that needs `mode` still gets without it, when that is something: for `remote-notification`, a push
    /// callback still runs in the foreground.
    ///
    /// The silent-push callback (`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`) runs for a
    /// push that arrives while the app is in the foreground; only with the mode does the system launch the app or
    /// wake it from suspension for a background notification (Apple, "Pushing background updates to your App").
    /// Without `fetch`, `performFetch` is never called, and a refresh or processing request cannot be submitted.
    static func partialLoss(without mode: String) -> String? {
        guard mode == "remote-notification" else { return nil }
        return "without it the callback still runs for a push that arrives while the app is in the foreground, but "
            + "a background (silent) push neither launches the app nor wakes it from suspension"
    }

    /// What would need `mode`, a traceable mode, and is absent, for a message, such as `no service adopts
    /// BackgroundFetchService and the app delegate does not implement application(_:performFetchWithCompletionHandler:)
    /// and no BGAppRefreshTaskRequest is created`.
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
