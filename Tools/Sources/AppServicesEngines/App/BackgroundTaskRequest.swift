/// A BackgroundTasks request class an app submits, and the background mode it needs.
///
/// Apple's BackgroundTasks documentation: an app refresh task needs the *Background fetch* capability
/// (`fetch`) and a processing task the *Background processing* capability (`processing`). These are classes of
/// the BackgroundTasks framework, not delegate callbacks, so they are not in the callback table.
enum BackgroundTaskRequest: String, CaseIterable {
    case appRefresh = "BGAppRefreshTaskRequest"
    case processing = "BGProcessingTaskRequest"

    /// The `UIBackgroundModes` value it needs.
    var backgroundMode: String {
        switch self {
        case .appRefresh: "fetch"
        case .processing: "processing"
        }
    }
}
