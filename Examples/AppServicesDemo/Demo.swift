import AppServices
import Foundation

/// What the demo's services share: the event bus they talk through and the locator they look each
/// other up in, as an app would keep them next to its app delegate.
enum Demo {
    /// The app-wide event bus.
    static let bus = EventBus()
    /// The app-wide service locator.
    static let locator = ServiceLocator()

    /// Prints what a service did, indented under the step that caused it.
    static func say(_ service: String, _ message: String) {
        print("      \(service): \(message)")
    }

    /// Burns CPU for about `milliseconds`, standing in for real launch work (decoding, hashing, I/O setup).
    @Sendable static func work(milliseconds: Int) {
        let end = ContinuousClock.now.advanced(by: .milliseconds(milliseconds))
        var value: UInt64 = 1
        while ContinuousClock.now < end {
            for _ in 0..<1000 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
        }
        precondition(value != 0)
    }
}

/// A deep link was opened; analytics counts them.
struct DeepLinkOpened: AppEvent {
    let url: URL
}

/// The theme changed; services that draw adapt.
struct ThemeChanged: AppEvent {
    let isDark: Bool
}
