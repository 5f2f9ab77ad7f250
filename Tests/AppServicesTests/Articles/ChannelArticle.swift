// swift-format-ignore-file
// The code of the DocC article "Choosing a channel" (ChoosingAChannel.md), verbatim, so that it compiles
// against the library; ChannelArticleTests checks that every block of the article appears here unchanged,
// and runs it.
import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

enum ChannelArticle {}

extension ChannelArticle {
final class PrivacyShield: SceneDidEnterBackgroundService {
    private(set) var isCovered = false

    func sceneDidEnterBackground(_ scene: UIScene) {
        isCovered = true
    }
}

struct UserDidSignIn: AppEvent {
    let userID: String
}

final class SessionRestorer: DidFinishLaunchingService {
    let bus: EventBus
    let savedUserID: String?

    init(bus: EventBus, savedUserID: String?) {
        self.bus = bus
        self.savedUserID = savedUserID
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        if let savedUserID { bus.post(UserDidSignIn(userID: savedUserID)) }
        return true
    }
}

final class GreetingModel: Sendable {
    @MainActor private(set) var greeting = ""
    @MainActor private var subscription: EventSubscription?

    @MainActor func listen(to bus: EventBus) {
        subscription = bus.subscribe(to: UserDidSignIn.self, target: self) { model, event in
            model.greeting = "Welcome, \(event.userID)"
        }
    }
}

@MainActor
final class PlayerModel {
    private(set) var isPaused = false
    private var subscription: EventSubscription?

    init(bus: EventBus) {
        subscription = bus.subscribe(to: ApplicationLifecycleEvent.self) { [weak self] event in
            if event.kind == .willResignActive { self?.isPaused = true }
        }
    }
}

final class ReceiptUploader: ContextualService, SceneDidEnterBackgroundService {
    private var context: ServiceContext?
    private(set) var uploaded = false

    func attach(to context: ServiceContext) { self.context = context }

    func sceneDidEnterBackground(_ scene: UIScene) {
        uploaded = context?.service(ofType: PrivacyShield.self)?.isCovered == true
    }
}

protocol Receipts: AnyObject, Sendable {
    func count() -> Int
}

final class ReceiptStore: Receipts {
    func count() -> Int { 3 }
}

}
