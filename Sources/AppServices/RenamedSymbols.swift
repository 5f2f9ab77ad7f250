// The names the library had before it settled on one vocabulary (CHANGELOG.md says when each changed). Each still
// compiles, with a warning and a fix-it that names the new one.

/// The identifier of a launch task: renamed ``LaunchTaskIdentifier``, the form of every identifier of the library.
@available(*, deprecated, renamed: "LaunchTaskIdentifier")
public typealias LaunchTaskID = LaunchTaskIdentifier

/// An existing app delegate run as one service: renamed ``WrappedAppDelegateService``, since "legacy" names only
/// capabilities for callbacks Apple deprecates.
@available(*, deprecated, renamed: "WrappedAppDelegateService")
public typealias LegacyAppDelegateService = WrappedAppDelegateService
