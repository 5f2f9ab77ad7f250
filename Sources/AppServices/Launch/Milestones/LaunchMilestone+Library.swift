extension LaunchMilestone {
    /// The library's own milestone "launch intent resolved": the host knows what launched the app.
    ///
    /// Without scenes it is reached in `didFinishLaunching`, from the launch options. With scenes it is reached
    /// when the first scene of the application role connects, from its connection options; or, with nothing
    /// launched, when the app, launched with no scene connected, is given background work first (a remote
    /// notification to fetch for, a background fetch, the events of a background URL session). A
    /// ``ServicesAppDelegate`` declares it for every launch; a task that needs the intent waits for it:
    ///
    /// ```swift
    /// LaunchTask("links.route", phase: .firstSceneActive) { Router.open(LaunchContext.current) }
    ///     .waiting(for: .launchIntentResolved)
    /// ```
    ///
    /// See <doc:WhatLaunchedTheApp>.
    public static let launchIntentResolved: LaunchMilestone = "appservices.launch-intent-resolved"
}
