// The UIApplicationDelegate callbacks of the iOS 17/18 SDK (UIApplication.h), in the header's order.
// `../shared/reference/uikit-surface.md` gives the source of each signature and availability.

let app = "application"
let noDeprecatedURL = "Use application:openURL:options:"
let useUserNotifications = "Use UserNotifications"
let useTransition = "Use viewWillTransitionToSize:withTransitionCoordinator:"

let applicationCallbacks: [Callback] = launchCallbacks + lifecycleCallbacks + urlCallbacks + statusBarCallbacks
    + notificationCallbacks + backgroundCallbacks + requestCallbacks + interfaceCallbacks + restorationCallbacks
    + activityCallbacks + sceneSessionCallbacks

let launchCallbacks: [Callback] = [
    Callback(
        id: "legacyDidFinishLaunching", delegate: .application, selector: "applicationDidFinishLaunching:",
        signature: "func applicationDidFinishLaunching(_ application: UIApplication)",
        summary: "Tells the delegate that launching finished (legacy; prefer the options variants).",
        capability: "LegacyDidFinishLaunchingService",
        doc: [
            "A service with launch code written for `applicationDidFinishLaunching(_:)`.",
            "",
            "UIKit sends that callback only to a delegate without the options variants, which the adapter always",
            "implements; so these services are called from `application(_:didFinishLaunchingWithOptions:)`, after",
            "every ``DidFinishLaunchingService``.",
        ],
        concern: .launch,
        rule: .custom(
            function: "dispatchLegacyDidFinishLaunching",
            rule: "Every adopter, in order. UIKit sends it only to a delegate without the options variants, so these services are also called from `didFinishLaunching`."),
        handWrittenForwarder: true),
    Callback(
        id: "willFinishLaunching", delegate: .application, selector: "application:willFinishLaunchingWithOptions:",
        signature: "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
        summary: "Tells the delegate that launching started; return `false` if the app cannot handle the URL or activity.",
        capability: "WillFinishLaunchingService",
        doc: [
            "A service that sets itself up before state restoration, as launching starts.",
            "",
            "Every adopter is called, in order; one `false` makes the answer `false`, which tells UIKit not to",
            "handle the launch URL or user activity. The launch graph's first phase runs before it.",
        ],
        concern: .launch,
        rule: .custom(
            function: "dispatchWillFinishLaunching",
            rule: "Every adopter, in order; `false` if any returns `false`; `true` with none. The launch graph's first phase runs first."),
        replicaDefault: "return true", answer: "willFinishLaunching", arguments: "Self.describe(launchOptions)", advertising: .always,
        handWrittenForwarder: true),
    Callback(
        id: "didFinishLaunching", delegate: .application, selector: "application:didFinishLaunchingWithOptions:",
        signature: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
        summary: "Tells the delegate that launching is almost done; return `false` if the app cannot handle the URL or activity.",
        capability: "DidFinishLaunchingService",
        doc: [
            "A service that sets itself up as launching finishes: SDK set-up, push registration, the first window.",
            "",
            "Every adopter is called, in order; one `false` makes the answer `false`, which tells UIKit not to",
            "handle the launch URL or user activity. The launch graph's second phase runs before it.",
            "",
            "```swift",
            "final class CrashReporting: DidFinishLaunchingService {",
            "    func application(",
            "        _ application: UIApplication,",
            "        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?",
            "    ) -> Bool {",
            "        CrashReporter.start()",
            "        return true",
            "    }",
            "}",
            "```",
        ],
        concern: .launch,
        rule: .custom(
            function: "dispatchDidFinishLaunching",
            rule: "Every adopter, in order; `false` if any returns `false`; `true` with none. Then every ``LegacyDidFinishLaunchingService``. The launch graph's second phase runs first."),
        replicaDefault: "return true", answer: "didFinishLaunching", arguments: "Self.describe(launchOptions)",
        advertising: .always, handWrittenForwarder: true),
]
