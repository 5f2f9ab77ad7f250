import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// An app delegate with nothing in it: the demo shows the order in which the system calls and notifies.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
func runDemo() throws {
    let system = HeadlessSystem(delegate: DemoAppDelegate(), notificationCenter: NotificationCenter())
    let steps: [(String, () throws -> Void)] = [
        ("cold launch", { try system.launch() }),
        ("foreground", system.activate),
        (
            "background",
            {
                try system.resignActive()
                try system.enterBackground()
            }
        ),
        ("termination", system.terminate),
    ]
    for (title, step) in steps {
        let before = system.log.count
        try step()
        print("== \(title) → \(system.state)")
        for entry in system.log[before...] { print("   \(entry)") }
    }
}

try MainActor.assumeIsolated { try runDemo() }
