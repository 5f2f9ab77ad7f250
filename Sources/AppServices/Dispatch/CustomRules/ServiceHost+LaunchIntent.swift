import Foundation

#if canImport(UIKit)
import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

// What launched the app, once, in both life cycles. Without scenes it is in the launch options, resolved in
// `didFinishLaunching`; with scenes it is in the connection options of the first scene of the application role,
// resolved when that scene connects (or, in a SwiftUI app whose scenes have no ServicesSceneDelegate, when the
// app delegate is asked for the scene's configuration); with nothing launched, it is resolved to none when the
// app, launched into the background with no scene, is given a remote notification to fetch for first, or is still
// there at the bound. Without scenes a notification tap waits for its response, at most until the bound. The
// cold-start deliveries to the app-level URL, activity, quick-action and share services may be held until a
// milestone of the app's.
extension ServiceHost {
    /// What launched the app, once the host knows; `nil` before (see <doc:WhatLaunchedTheApp>).
    ///
    /// Without scenes it is known from `didFinishLaunching`; with scenes from the connection of the first scene of
    /// the application role. It does not change afterwards: a second scene's connection options are that
    /// scene's events, not the launch's.
    public var launchContext: LaunchContext? { launchIntent.context }

    /// Takes the cold-start intent, once: the resolved context, the first time it is asked for, if something
    /// launched the app; `nil` before it is resolved, when nothing launched the app, and after it was taken.
    ///
    /// For code made after launch that handles the intent once, such as a router made after sign-in:
    ///
    /// ```swift
    /// if let launch = ServiceHost.app?.takePendingLaunchContext(), let url = launch.url { router.open(url) }
    /// ```
    ///
    /// - Returns: The context, or `nil`.
    public func takePendingLaunchContext() -> LaunchContext? {
        launchIntent.takePending()
    }

    /// Calls `body` once with what launched the app: at once if the host knows it, else when it does, even
    /// if the scene that carried it connected before this call.
    ///
    /// Each call is told once. A context with nothing in it (``LaunchContext/hasIntent`` `false`) tells a plain
    /// launch or a background launch.
    ///
    /// - Parameter body: Called on the main actor with the context.
    public func whenLaunchContextResolved(_ body: @escaping @MainActor (LaunchContext) -> Void) {
        launchIntent.whenResolved(body)
    }

    /// Holds the cold-start URL, user activity, quick action or CloudKit share until the app reaches
    /// `milestone`; the app-level services that take it get it once, then.
    ///
    /// Call it before the app finishes launching (a ``ServicesAppDelegate`` does, for its
    /// ``ServicesAppDelegate/launchIntentHoldMilestone``). The milestone is one of the launch's (see
    /// ``connectLaunchScheduler(_:)``); one never reached leaves the intent held, and the launch report's
    /// ``LaunchReport/heldLaunchIntents`` shows what was held and for how long. Warm URLs and activities are
    /// not held, nor the context itself: ``launchContext`` and the launch tasks see it when it is resolved.
    ///
    /// - Parameter milestone: The milestone to hold until, such as `consentGiven` or `signedIn`.
    public func holdLaunchIntent(until milestone: LaunchMilestone) {
        launchIntent.hold(until: milestone)
    }

    /// Connects the launch that waits for what launched the app: its tasks started after the intent is resolved
    /// see it as ``LaunchContext/current``, it reaches ``Identifier/launchIntentResolved`` if it declares it,
    /// and its milestones release a hold (see ``holdLaunchIntent(until:)``).
    ///
    /// A ``ServicesAppDelegate`` connects its own; an app that keeps a host itself connects the scheduler it made.
    ///
    /// - Parameter scheduler: The launch's scheduler.
    public func connectLaunchScheduler(_ scheduler: LaunchScheduler) {
        launchIntent.connect(scheduler)
    }

    /// Whether `response` is the notification response that launched the app: the cold-start flag.
    ///
    /// With scenes the connection options carry the response, and it is told by its request identifier; without
    /// scenes the launch options carry only the payload, and the first response with that payload is the one.
    /// The response is still delivered once, to the notification-center services; this only tells them apart.
    ///
    /// - Parameter response: A response a service was given.
    /// - Returns: Whether it launched the app.
    @available(tvOS, unavailable)
    public func isLaunchResponse(_ response: UNNotificationResponse) -> Bool {
        let request = response.notification.request
        return launchIntent.isLaunchResponse(
            identifier: request.identifier, payload: LaunchContext.payload(request.content.userInfo))
    }

    /// Resolves the context in `didFinishLaunching` of an app without scenes: from the launch options, or to none
    /// for a background launch, whose payload is a silent push and not something the user opened.
    ///
    /// Returns whether the cold-start deliveries UIKit makes after launch must wait for a hold, so that
    /// `didFinishLaunching` answers `false` and UIKit does not make them ("If either method returns NO, the URL
    /// is not handled"); the host makes them itself at the milestone.
    func resolveLaunchIntentAtLaunch(
        _ application: UIApplication, launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard !appDeclaresScenes else {
            if application.applicationState == .background { resolveToNoneUnlessAWindowSceneConnects() }
            return false
        }
        guard application.applicationState != .background else {
            var none = LaunchContext()
            none.keys = LaunchContext(launchOptions).keys
            launchIntent.resolve(none)
            return false
        }
        let context = LaunchContext(launchOptions)
        if context.remoteNotification != nil, advertises(.didReceiveNotificationResponse) {
            // The launch options of a notification tap carry only the payload: the response completes the context,
            // as a scene's connection options do; at the bound without one, the payload alone is the context.
            launchIntent.awaitedResponse = context
            resolveAtTheBound { _ in context }
        } else {
            launchIntent.resolve(context)
        }
        guard launchIntent.isHolding, let options = launchOptions else { return false }
        let intent = context.heldDescription
        guard !intent.isEmpty else { return false }
        launchIntent.deliver(intent) { [weak self] in self?.deliverLaunchOptions(options) }
        return true
    }

    /// Resolves the context awaited for a launch response, with `response` if it is the tapped notification's.
    @available(tvOS, unavailable)
    func resolveLaunchIntent(respondingTo response: UNNotificationResponse) {
        guard var context = launchIntent.awaitedResponse else { return }
        let tapped = LaunchContext.NotificationResponse(response)
        if tapped.payload == context.remoteNotification { context.notificationResponse = tapped }
        launchIntent.resolve(context)
    }

    /// Resolves the context to none at the bound if the app that uses scenes, launched in the background state, is
    /// still there then with no scene of the application role connected: it was launched for background work no
    /// delegate callback tells (a location event, a background task), as a foreground launch connects its first
    /// scene as the last step of launching.
    private func resolveToNoneUnlessAWindowSceneConnects() {
        resolveAtTheBound { host in
            let application = UIApplication.shared
            let isBackgroundWork =
                application.applicationState == .background && !host.hasApplicationRoleScene(application)
            return isBackgroundWork ? LaunchContext() : nil
        }
    }

    /// Resolves the context to what `fallback` gives, if anything, at ``LaunchIntentCenter/resolutionBound`` on the
    /// host's clock, unless it is resolved before.
    private func resolveAtTheBound(_ fallback: @escaping @MainActor (ServiceHost) -> LaunchContext?) {
        let clock = clock
        launchIntent.bound = Task { @MainActor [weak self] in
            guard (try? await clock.sleep(for: LaunchIntentCenter.resolutionBound)) != nil else { return }
            guard let self, self.launchIntent.context == nil, let context = fallback(self) else { return }
            self.launchIntent.resolve(context)
        }
    }

    private func hasApplicationRoleScene(_ application: UIApplication) -> Bool {
        application.connectedScenes.contains { $0.session.role == .windowApplication }
    }

    /// Resolves the context to none when an app that uses scenes, launched into the background with no scene of
    /// the application role connected, is given a remote notification: the silent push it was launched for.
    func resolveLaunchIntentForBackgroundWork(_ application: UIApplication) {
        guard launchIntent.context == nil, appDeclaresScenes, application.applicationState == .background,
            !hasApplicationRoleScene(application)
        else { return }
        launchIntent.resolve(LaunchContext())
    }

    /// Resolves the context from a connecting scene's options if it is the first scene of the application role.
    ///
    /// A scene of another role (CarPlay, an external display) does not resolve it: its options are its own.
    func resolveLaunchIntent(connecting session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard session.role == .windowApplication, launchIntent.resolve(LaunchContext(options)) else { return }
        launchIntent.launchSession = ObjectIdentifier(session)
    }

    /// Delivers a connecting scene's URLs, activities, quick action and share to the app-level services, once
    /// per connection, with `scene` as their ``ServiceContext/scene``; those of the connection that launched the
    /// app are held if the app holds the intent.
    func deliverConnection(of scene: UIScene, session: UISceneSession, options: UIScene.ConnectionOptions) {
        launchIntent.configuredConnections[ObjectIdentifier(session)] = nil
        let deliverInScene: @MainActor () -> Void = { [weak self, weak scene] in
            self?.withEventScene(scene) { self?.connectAppLevel(options) }
        }
        guard launchIntent.launchSession == ObjectIdentifier(session), !launchIntent.launchConnectionDelivered,
            let context = launchIntent.context, !context.heldDescription.isEmpty
        else { return deliverInScene() }
        launchIntent.launchConnectionDelivered = true
        launchIntent.deliver(context.heldDescription, deliverInScene)
    }

    /// Delivers what the launch options of an app without scenes carry, as UIKit does after launch, to the
    /// app-level services: the URL, the user activity, the quick action and the CloudKit share.
    private func deliverLaunchOptions(_ options: [UIApplication.LaunchOptionsKey: Any]) {
        if let url = options[LaunchContext.Key.url] as? URL, advertises(.openURL) {
            let source = options[LaunchContext.Key.sourceApplication] as? String
            (HeldURLOpener.self as any HeldURLOpening.Type).open(url, sourceApplication: source, host: self)
        }
        if let activity = LaunchContext.userActivity(in: options) {
            willContinueAppLevel(activity.activityType)
            _ = continueAppLevel(activity)
        }
        #if !os(tvOS)
        if let item = options[LaunchContext.Key.shortcutItem] as? UIApplicationShortcutItem {
            performShortcutAppLevel(item)
        }
        if let metadata = options[LaunchContext.Key.cloudKitShareMetadata] as? CKShare.Metadata {
            acceptAppLevel(metadata)
        }
        #endif
    }

    /// Notes a connection the configuration callback saw, for an app whose scenes may have no
    /// ``ServicesSceneDelegate`` (a SwiftUI app's): it resolves the context, and if no scene delegate delivers the
    /// connection to the app-level services by the time UIKit posts `UIScene.willConnectNotification` for its
    /// scene, the host delivers it then, once.
    func noteConfiguredConnection(_ session: UISceneSession, options: UIScene.ConnectionOptions) {
        resolveLaunchIntent(connecting: session, options: options)
        launchIntent.configuredConnections[ObjectIdentifier(session)] = options
        guard launchIntent.connectionObserver == nil else { return }
        let center = applicationDelegate?.notificationCenter ?? .default
        launchIntent.connectionObserver = center.addObserver(
            forName: UIScene.willConnectNotification, object: nil, queue: nil
        ) { [weak self] notification in
            guard let scene = notification.object as? UIScene else { return }
            MainActor.assumeIsolated { self?.sceneConnected(scene) }
        }
    }

    /// Delivers the connection of `scene` that the configuration callback saw and no scene delegate delivers.
    ///
    /// Apple's documentation gives no order between the notification and `scene(_:willConnectTo:options:)`: a
    /// ``ServicesSceneDelegate`` of this host that UIKit calls with it delivers the connection, whether it did
    /// already or will next.
    private func sceneConnected(_ scene: UIScene) {
        let session = scene.session
        guard let options = launchIntent.configuredConnections[ObjectIdentifier(session)] else { return }
        if let delegate = scene.delegate as? ServicesSceneDelegate, delegate.dispatchHost === self,
            delegate.responds(to: NSSelectorFromString(DelegateCallback.sceneWillConnect.selector))
        {
            return
        }
        deliverConnection(of: scene, session: session, options: options)
    }

    /// Whether the app uses scenes: its Info.plist declares a scene manifest, or a service answers the
    /// configuration of connecting scenes.
    var appDeclaresScenes: Bool {
        SceneManifest.isDeclared || advertises(.configurationForConnecting)
    }
}

extension LaunchContext {
    /// What a hold of this context's deliveries holds, as the launch report names it; empty when nothing the
    /// app-level services take launched the app.
    var heldDescription: String {
        var parts: [String] = []
        if let url { parts.append("url \(url.absoluteString)") }
        if let userActivityType {
            parts.append(
                isUniversalLink
                    ? "universal link \(userActivityWebpageURL?.absoluteString ?? "")"
                    : "user activity \(userActivityType)")
        }
        if let shortcutItemType { parts.append("quick action \(shortcutItemType)") }
        if let cloudKitShareContainerIdentifier { parts.append("CloudKit share \(cloudKitShareContainerIdentifier)") }
        return parts.joined(separator: ", ")
    }
}

/// Opens a held launch URL through the URL chain.
///
/// A protocol requirement stands between the hold and the URL options' key type, which iOS 26 deprecates, so
/// that the hold does not warn every app that builds the library.
@MainActor
protocol HeldURLOpening {
    /// Offers `url`, from `sourceApplication`, to the host's URL chain.
    static func open(_ url: URL, sourceApplication: String?, host: ServiceHost)
}

/// The opener of held launch URLs.
enum HeldURLOpener: HeldURLOpening {
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    static func open(_ url: URL, sourceApplication: String?, host: ServiceHost) {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        _ = host.dispatchOpenURL(UIApplication.shared, open: url, options: options)
    }
}
