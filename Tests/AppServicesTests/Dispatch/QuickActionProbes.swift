import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

class ShortcutProbe: ScriptedProbe<Bool>, ShortcutItemService {
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        respond("application:performActionForShortcutItem:completionHandler:", completionHandler)
    }
}

/// A quick-action service whose name marks it, in reports, as the one that keeps its handler.
final class HoldingShortcutProbe: ShortcutProbe {}

/// A quick-action service written with `async` that performs only items of its own type.
final class AsyncShortcutProbe: JournalingProbe, AsyncShortcutItemService {
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool
    {
        await Task.yield()
        journal.note(name, "performed \(shortcutItem.type)")
        return shortcutItem.type == name
    }
}
