#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Installs the notification-center delegate if a service needs it, starts the launch graph (its
    /// ``LaunchPhase/willFinishLaunching`` phase runs first), then forwards to
    /// ``ServiceHost/application(_:willFinishLaunchingWithOptions:)``.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        installNotificationCenterDelegate(application)
        let tasks = (plannedRegistration?.launchTasks ?? []) + LaunchTask.tasks(providedBy: host.services) + launchTasks
        launchDriver.willFinishLaunching(application, tasks: tasks, clock: host.clock)
        return host.application(application, willFinishLaunchingWithOptions: launchOptions)
    }

    /// Runs the launch graph's ``LaunchPhase/didFinishLaunching`` phase, then forwards to
    /// ``ServiceHost/application(_:didFinishLaunchingWithOptions:)``.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launchDriver.didFinishLaunching()
        return host.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    /// Forwards to ``ServiceHost/applicationDidFinishLaunching(_:)``.
    public func applicationDidFinishLaunching(_ application: UIApplication) {
        host.applicationDidFinishLaunching(application)
    }
}
