extension LaunchMilestone {
    /// The library's own milestone "launch intent resolved": the host knows what launched the app.
    ///
    /// Without scenes it is reached in `didFinishLaunching`, from the launch options (after a notification tap,
    /// at the tap's response, at most 10 seconds later). With scenes it is reached when the first scene of the
    /// application role connects, from its connection options; or, with nothing launched, when the app, launched
    /// with no such scene connected, is given a remote notification to fetch for, or is still in the background
    /// with none 10 seconds after `didFinishLaunching`. A ``ServicesAppDelegate`` declares it for a launch with a
    /// task that waits for it; a task that needs the intent does:
    ///
    /// ```swift
    /// LaunchTask("links.route", phase: .firstSceneActive) { Router.open(LaunchContext.current) }
    ///     .waiting(for: .launchIntentResolved)
    /// ```
    ///
    /// See <doc:WhatLaunchedTheApp>.
    public static let launchIntentResolved: LaunchMilestone = "appservices.launch-intent-resolved"
}
