import AppServices
import Foundation

/// What the demo's services share: the event bus they talk through and the locator they look each
/// other up in, as an app would keep them next to its app delegate.
enum Demo {
    /// The app-wide event bus.
    static let bus = EventBus()
    /// The app-wide service locator.
    static let locator = ServiceLocator()

    /// Prints a step of the story: the simulated time and what the user or the system does.
    static func step(_ time: String, _ title: String, _ action: () throws -> Void) rethrows {
        print("\n\(time)  \(title)")
        try action()
    }

    /// Prints what a service did, indented under the step that caused it.
    static func say(_ service: String, _ message: String) {
        print("      \(service): \(message)")
    }

    /// Formats a duration as whole milliseconds.
    static func milliseconds(_ duration: Duration) -> String {
        String(
            format: "%.0f ms",
            Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
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

    /// Lets asynchronous service work (async handlers) finish before the next step prints.
    static func settle() async {
        for _ in 0..<50 { await Task.yield() }
    }
}

extension LaunchMilestone {
    /// The user agreed to analytics; `Services.json` makes the analytics launch tasks wait for it.
    static let consentGiven: LaunchMilestone = "consentGiven"
}

/// A deep link was opened; analytics counts them.
struct DeepLinkOpened: AppEvent {
    let url: URL
}

/// The theme changed; services that draw adapt.
struct ThemeChanged: AppEvent {
    let isDark: Bool
}

/// `#require` for the demo: unwraps or throws a message.
func require<Value>(_ value: Value?, _ message: @autoclosure () -> String = "missing value") throws -> Value {
    guard let value else { throw DemoError(message: message()) }
    return value
}

/// Stops the demo when its story did not happen as it says, so that CI, which runs it, fails.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    guard condition else { throw DemoError(message: "the demo's story broke: \(message())") }
}

/// Why the demo stopped.
struct DemoError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
